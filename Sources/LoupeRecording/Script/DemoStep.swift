import LoupeCore

/// One command of a demo script, parsed. Points are zero-based screen cells (scripts write them 1-based).
public enum DemoStep: Hashable, Sendable {
    /// `Size 100x30`: the terminal size; later ones record a resize.
    case size(GridSize)
    /// `Open sample.txt`: the content, a path relative to the script.
    case open(path: String)
    /// `Set Zoom 3` and the other settings.
    case set(DemoSetting)
    /// `Pointer on|off`: whether the recording draws a pointer mark.
    case pointer(Bool)
    /// `Move C R [over T]`: moves the pointer (drag events while a button is held, hover events when hover tracking is on).
    case move(to: GridPoint, over: DemoDuration)
    /// `Press [C R] [button] [mods]`: a button goes down at the pointer (moved first, silently, when a point is given).
    case press(at: GridPoint?, button: MouseButton, modifiers: Modifiers)
    /// `Release [C R] [button] [mods]`: the held button goes up. Without a button word, button and
    /// modifiers are the press's; with one, the modifiers are exactly those written.
    case release(at: GridPoint?, button: MouseButton?, modifiers: Modifiers?)
    /// `Drag C R [over T] [button] [mods]`: motion with the held button; with none held, a whole drag
    /// (press, motion, release). Without a button word the modifiers are the press's; with one, exactly those written.
    case drag(to: GridPoint, over: DemoDuration, button: MouseButton?, modifiers: Modifiers?)
    /// `Click`, `DoubleClick`, `TripleClick` (`count` 1, 2, 3), at a point or at the pointer.
    case click(at: GridPoint?, count: Int, button: MouseButton, modifiers: Modifiers)
    /// `LongPress [C R] [mods]`: the left button held still for `longPressDuration`, then released
    /// (a link's preview).
    case longPress(at: GridPoint?, modifiers: Modifiers)
    /// `Wheel up|down [N] [C R]`: N wheel notches.
    case wheel(MouseButton, count: Int, at: GridPoint?)
    /// `Key NAME [mods]`: one key press.
    case key(Key, Modifiers)
    /// `Type "text"`: one key press per character.
    case type(String)
    /// `Sleep 500ms`: time passes.
    case sleep(DemoDuration)
    /// `Mark "name"`: an asciicast marker (and a frame file with `--frames`).
    case mark(String)
    /// `Expect Selection "text"`.
    case expectSelection(String)
    /// `Expect Loupe visible|hidden`.
    case expectLoupe(visible: Bool)
    /// `Expect Screen contains "text"`.
    case expectScreenContains(String)
    /// `Terminal background #RRGGBB`, `Terminal colors 256`, `Terminal pixels on`, `Terminal focus off`:
    /// what the terminal reported about itself (recorded by `--record-input`, so a replay sees it too).
    case terminal(TerminalReport)
    /// `Result KIND NUMBER SEQUENCE`: the program heard a result of its work here (recorded by
    /// `--record-input`). A replay carries the work out again at once and holds back the results
    /// its thread part makes until their lines, so they arrive when the session heard them.
    case result(WorkID, sequence: Int)
}

/// A setting a script can change with `Set NAME VALUE`.
public enum DemoSetting: Hashable, Sendable {
    /// `Set Zoom 2...4`.
    case zoom(Int)
    /// `Set Tier sextant|quadrant|halfblock|spread`.
    case tier(MagnifierTier)
    /// `Set Downward show|hide`.
    case downward(DownwardPolicy)
    /// `Set FrameRate 1...240`.
    case frameRate(Int)
    /// `Set WordChars "..."`.
    case wordChars(String)
    /// `Set Theme dark|light`.
    case theme(DemoTheme.Name)
    /// `Set Hover on|off`.
    case hover(Bool)
    /// `Set TimeZone "CET-1CEST,M3.5.0,M10.5.0/3"` (a POSIX rule) or `Set TimeZone none`: the
    /// detectors' local time zone, fixed by the script.
    case timeZone(DetectorTimeZone?)
}

/// A parsed script line: its step, its 1-based line number, and the column of its first argument.
public struct DemoScriptLine: Hashable, Sendable {
    /// 1-based line number in the script.
    public var line: Int
    /// 1-based column of the first argument (or of the command when it has none).
    public var column: Int
    /// What the line does.
    public var step: DemoStep

    /// Creates a script line.
    public init(line: Int, column: Int, step: DemoStep) {
        self.line = line
        self.column = column
        self.step = step
    }
}

extension DemoStep {
    /// How long `LongPress` holds the button: past the pager's 500 ms long press.
    public static let longPressDuration = DemoDuration(microseconds: 600_000)
}
