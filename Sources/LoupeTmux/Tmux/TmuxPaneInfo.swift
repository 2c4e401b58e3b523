import LoupeCore

/// What Loupe needs to know about a tmux pane: where it is, its size, its history and cursor.
///
/// Read from one `display-message -p` with `TmuxPaneInfo.format`; all
/// coordinates are 0-based, relative to the window (as tmux reports them).
public struct TmuxPaneInfo: Hashable, Sendable {
    /// The pane's unique id (`%3`).
    public var id: String
    /// The window's id (`@1`).
    public var windowID: String
    /// Where the pane's content starts in its window, and its size.
    public var frame: GridRect
    /// Lines of history above the visible part.
    public var historySize: Int
    /// The cursor in the visible part.
    public var cursor: GridPoint
    /// The pane shows its alternate screen (a full-screen program; no history).
    public var alternateScreen: Bool
    /// The pane's window is the one its session shows.
    public var windowActive: Bool
    /// The size of the pane's window (what a temporary window for the picker gets).
    public var windowSize: GridSize
    /// The server's `default-terminal` (the TERM programs in panes and popups get).
    public var defaultTerminal: String
    /// The server's version from the `version` format, which saves a separate `tmux -V`
    /// (nil when the server is too old to know the format and prints nothing for it).
    public var serverVersion: TmuxVersion?
    /// The `set-clipboard` option: `off` keeps copies away from the terminal's clipboard.
    public var setClipboard: String
    /// Lines the status line takes (the `status` option: off 0, on 1, or 2-5).
    public var statusLines: Int
    /// The status line sits at the top (`status-position top`), pushing windows down.
    public var statusAtTop: Bool

    /// Creates pane information.
    public init(id: String, windowID: String = "@0", frame: GridRect, historySize: Int = 0, cursor: GridPoint = GridPoint(column: 0, row: 0),
                alternateScreen: Bool = false, windowActive: Bool = true, windowSize: GridSize? = nil, defaultTerminal: String = "screen",
                statusLines: Int = 1, statusAtTop: Bool = false, serverVersion: TmuxVersion? = nil, setClipboard: String = "external") {
        self.id = id
        self.windowID = windowID
        self.frame = frame
        self.historySize = historySize
        self.cursor = cursor
        self.alternateScreen = alternateScreen
        self.windowActive = windowActive
        self.windowSize = windowSize ?? frame.size
        self.defaultTerminal = defaultTerminal
        self.statusLines = statusLines
        self.statusAtTop = statusAtTop
        self.serverVersion = serverVersion
        self.setClipboard = setClipboard
    }

    /// The fields, in the order `format` prints them.
    static let fields = [
        "pane_id", "window_id", "pane_left", "pane_top", "pane_width", "pane_height", "history_size",
        "cursor_x", "cursor_y", "alternate_on", "window_active", "window_width", "window_height", "default-terminal", "status", "status-position", "version", "set-clipboard",
    ]

    /// The `display-message -p` format that prints one line of tab-separated fields.
    /// (Put together by hand: `joined(separator:)` searched every conformance in the program
    /// the first time, 0.1 ms before `loupe tmux` could ask tmux for the pane.)
    public static let format = fields.dropFirst().reduce("#{" + fields[0] + "}") { $0 + "\t#{" + $1 + "}" }

    /// Reads the line `format` printed.
    public static func parse(_ output: String) throws -> TmuxPaneInfo {
        let line = output.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let values = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard values.count == fields.count else {
            throw TmuxError.unexpectedOutput(command: "display-message", output: line)
        }
        func int(_ i: Int) throws -> Int {
            guard let n = Int(values[i]), n >= 0, n <= 1_000_000_000 else {
                throw TmuxError.unexpectedOutput(command: "display-message", output: "\(fields[i])=\(values[i])")
            }
            return n
        }
        let size = GridSize(columns: try int(4), rows: try int(5))
        guard size.columns > 0, size.rows > 0 else {
            throw TmuxError.unexpectedOutput(command: "display-message", output: "pane size \(values[4])x\(values[5])")
        }
        return TmuxPaneInfo(
            id: values[0], windowID: values[1],
            frame: GridRect(origin: GridPoint(column: try int(2), row: try int(3)), size: size),
            historySize: try int(6),
            cursor: GridPoint(column: try int(7), row: try int(8)),
            alternateScreen: values[9] == "1", windowActive: values[10] == "1",
            windowSize: GridSize(columns: max(1, try int(11)), rows: max(1, try int(12))),
            defaultTerminal: values[13],
            statusLines: statusLines(values[14]), statusAtTop: values[15] == "top",
            serverVersion: TmuxVersion.parse("tmux " + values[16]), setClipboard: values[17]
        )
    }

    /// Lines taken by a `status` option value (`on`, `off`, or `2` to `5`).
    static func statusLines(_ value: String) -> Int {
        switch value {
        case "off", "0", "": return 0
        case "on": return 1
        default: return Int(value).map { min(max($0, 0), 5) } ?? 1
        }
    }
}
