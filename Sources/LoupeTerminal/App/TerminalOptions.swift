import LoupeCore
import LoupeSystem

/// How `TerminalApp.run` drives a model.
public struct TerminalOptions {
    /// The environment to read TERM, COLORTERM, NO_COLOR and the locale from.
    public var environment: [String: String]
    /// Where `.copy` effects go (see `ClipboardPlan`: the tmux buffer, a command, a clipboard
    /// program), their outcomes coming back as `.copied` events; nil: nowhere but OSC 52.
    public var copies: CopyQueue?
    /// Also write every copy to the terminal as OSC 52 (the system clipboard, through tmux too).
    public var copyWithOSC52: Bool
    /// Smallest usable screen; a smaller terminal is a `TerminalError.tooSmall` at start.
    public var minimumSize: GridSize
    /// Start with any-motion (hover) tracking.
    public var hoverTracking: Bool
    /// How long a lone ESC waits for the rest of a sequence before it is the Esc key (milliseconds).
    public var escapeTimeout: Double
    /// The terminal device.
    public var ttyPath: String
    /// Called with the target of every `.open` effect (see `Opener`).
    public var open: (String) -> Void = { _ in }
    /// Called for every `.run` effect: a user's command and the text for its standard input (see `UserCommand`).
    public var run: (String, String) -> Void = { _, _ in }
    /// The argument vector that edits a path at a line, for `.edit` effects (see `Editor`); nil: nothing is edited.
    public var editor: ((String, Int?) -> [String])?
    /// A terminal already being opened (`loupe view` starts it first thing): the session is
    /// taken from it, and its own environment, size minimum and device stand for these.
    public var opening: TerminalOpening?
    /// Called once, when the first frame is on screen and the mouse is on: the place for work
    /// that should not delay the first screen (such as loading fonts).
    public var onInteractive: () -> Void

    /// Creates options; by default no clipboard but OSC 52, a 20x5 minimum.
    public init(environment: [String: String], copies: CopyQueue? = nil, copyWithOSC52: Bool = true,
                minimumSize: GridSize = GridSize(columns: 20, rows: 5), hoverTracking: Bool = false,
                escapeTimeout: Double = 40,
                ttyPath: String = "/dev/tty", onInteractive: @escaping () -> Void = {}) {
        self.environment = environment
        self.copies = copies
        self.copyWithOSC52 = copyWithOSC52
        self.minimumSize = minimumSize
        self.hoverTracking = hoverTracking
        self.escapeTimeout = escapeTimeout
        self.ttyPath = ttyPath
        self.onInteractive = onInteractive
    }
}
