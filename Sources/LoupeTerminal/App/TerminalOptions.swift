import LoupeCore
import LoupeRuntime
import LoupeSystem

/// How `TerminalApp.run` drives a model.
public struct TerminalOptions {
    /// The environment to read TERM, COLORTERM, NO_COLOR and the locale from.
    public var environment: [String: String]
    /// Where `.copy` effects go (see `ClipboardPlan`: the tmux buffer, a command, a clipboard
    /// program), their outcomes coming back as `.copied` events; nil: nowhere but OSC 52.
    public var copies: CopyQueue? {
        // One mailbox for every thread's events: the copies' outcomes and the work's results.
        didSet { if let copies, copies.mailbox !== work.mailbox { work = WorkQueue(mailbox: copies.mailbox) } }
    }
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
    /// Carries out the program's own requests (`AppEffect.request`: the pager's Open, user
    /// commands, Open in editor): returns the argument vector of a program to run in this
    /// terminal (an editor: the terminal is restored while it runs and drawn again after), or nil.
    public var request: (AppRequest) -> [String]? = { _ in nil }
    /// Where work (`AppEffect.work`) runs off the loop's thread; its results, and big copies'
    /// outcomes, wait in its mailbox until the backend takes them.
    public var work: WorkQueue
    /// A terminal already being opened (`loupe view` starts it first thing): the session is
    /// taken from it, and its own environment, size minimum and device stand for these.
    public var opening: TerminalOpening?
    /// Called once, when the first frame's bytes are out and the mouse is on: the place for short
    /// work that should not delay the first screen (such as deriving fonts).
    public var onInteractive: () -> Void
    /// Called once, `firstScreenGrace` milliseconds after the first frame's bytes went out
    /// (unless the program ended before): the place for long work on other threads (indexing a
    /// big file). Started at once, such work took a processor from the terminal while it read and
    /// drew the frame, and from the kernel's worker that hands the terminal the frame's bytes
    /// beyond its first 4 KB.
    public var afterFirstScreen: () -> Void = {}
    /// See `afterFirstScreen` (milliseconds): two frames of a 60 Hz display, time for a terminal
    /// that draws on a timer of its own (kitty, alacritty) to have drawn the first screen.
    public var firstScreenGrace: Double = 30
    /// How long the program leaves the processor to the terminal once the first frame's bytes
    /// are written, before ncurses draws the frame silently (milliseconds; input ends it sooner;
    /// none when overlays, such as the lens of a drag begun before the program, follow at once).
    /// The pseudo-terminal hands its reader 4 KB at a time; the rest of a frame goes over when the
    /// reader asks again, by a kernel worker that runs on the processor it ran on last: this one,
    /// where ncurses' drawing kept it waiting 0.5-1 ms in some starts. A reader takes the first
    /// 4 KB within a few tenths of a millisecond; a longer rest would keep input that comes at
    /// once (a press the moment `loupe tmux`'s picker is interactive) waiting behind the drawing.
    public var firstFrameRest: Int32 = 1
    /// Mouse events that happened before the program started, where something else saw them (a
    /// drag begun in a tmux pane, which `loupe tmux --press` takes over): reported on the first
    /// turn after the size, stamped with its time, followed by whatever the terminal holds
    /// already (the rest of the drag), so the first frame shows where the pointer is now.
    public var firstInput: [MouseEvent] = []

    /// Creates options; by default no clipboard but OSC 52, a 20x5 minimum.
    public init(environment: [String: String], copies: CopyQueue? = nil, copyWithOSC52: Bool = true,
                minimumSize: GridSize = GridSize(columns: 20, rows: 5), hoverTracking: Bool = false,
                escapeTimeout: Double = 40,
                ttyPath: String = "/dev/tty", onInteractive: @escaping () -> Void = {}) {
        self.environment = environment
        self.copies = copies
        work = WorkQueue(mailbox: copies?.mailbox ?? EventMailbox())
        self.copyWithOSC52 = copyWithOSC52
        self.minimumSize = minimumSize
        self.hoverTracking = hoverTracking
        self.escapeTimeout = escapeTimeout
        self.ttyPath = ttyPath
        self.onInteractive = onInteractive
    }
}
