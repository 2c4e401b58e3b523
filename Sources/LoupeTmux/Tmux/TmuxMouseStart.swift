import LoupeCore

/// A mouse gesture that began in a tmux pane before the picker was on screen, as loupe.tmux's
/// mouse bindings pass it (`loupe tmux --press COLUMN,ROW [--pointer COLUMN,ROW] [--clicks N]`):
/// where the left button went down, where tmux last saw the pointer (the drag's first motion),
/// and how many clicks it was. Cells count from the pane's top left, from 0, as tmux's
/// `#{mouse_x}` and `#{mouse_y}` do; the popup lies exactly over the pane, so they are the
/// picker's screen cells too.
///
/// The picker replays it as its first input (`events(at:)`) and takes the rest of the drag from
/// its terminal:
///
/// ```swift
/// let start = TmuxMouseStart(press: GridPoint(column: 4, row: 2), pointer: GridPoint(column: 5, row: 2))
/// start.events(at: now)   // a press at 4,2, then a drag to 5,2
/// ```
public struct TmuxMouseStart: Hashable, Sendable {
    /// Where the left button went down.
    public var press: GridPoint
    /// Where the pointer was last seen with the button held, or nil when only the press is known.
    public var pointer: GridPoint?
    /// 1: a drag (the button still held); 2: a double click (a word); 3: a triple click (a line).
    public var clicks: Int

    /// The largest cell coordinate taken (tmux's panes are far smaller).
    public static let largestCoordinate = 100_000

    /// Creates a start; `clicks` is held to 1...3.
    public init(press: GridPoint, pointer: GridPoint? = nil, clicks: Int = 1) {
        self.press = press
        self.pointer = pointer
        self.clicks = min(3, max(1, clicks))
    }

    /// Reads `COLUMN,ROW` (two numbers from 0, as tmux prints `#{mouse_x},#{mouse_y}`), or nil.
    public static func point(_ text: String) -> GridPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let column = coordinate(parts[0]), let row = coordinate(parts[1]) else { return nil }
        return GridPoint(column: column, row: row)
    }

    /// A click count as `--clicks` takes it (1, 2 or 3), or nil.
    public static func clicks(_ text: String) -> Int? {
        guard let n = coordinate(Substring(text)), (1...3).contains(n) else { return nil }
        return n
    }

    private static func coordinate(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let n = Int(text), n <= largestCoordinate else { return nil }
        return n
    }

    /// The gesture as the picker's first mouse events, all at `time`: for a drag the press, then
    /// a drag to `pointer` when it moved (the button stays down: the rest comes from the
    /// terminal); for two or three clicks that many presses and releases at `press` (the picker
    /// counts them as a double or triple click, as the pane's tmux did).
    public func events(at time: Instant) -> [MouseEvent] {
        if clicks > 1 {
            return (0..<clicks).flatMap { _ in
                [MouseEvent(.press, .left, at: press, time: time), MouseEvent(.release, .left, at: press, time: time)]
            }
        }
        var events = [MouseEvent(.press, .left, at: press, time: time)]
        if let pointer, pointer != press { events.append(MouseEvent(.drag, .left, at: pointer, time: time)) }
        return events
    }
}
