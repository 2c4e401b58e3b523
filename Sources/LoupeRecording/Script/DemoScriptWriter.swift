import LoupeCore

/// Writes the input of a live session as a demo script, with its real timing, so that
/// `loupe demo FILE --record x.cast` replays the same events into the same model.
///
/// Every event becomes one line (`Press C R`, `Drag C R`, `Release C R`,
/// `Move C R`, `Wheel up 1 C R`, `Key NAME`, `Size WxH`, `Result KIND NUMBER SEQUENCE` for what
/// the program's work produced) preceded by a `Sleep` for the time since the one before, in
/// microseconds-exact milliseconds. A result's value is not written: the replay makes it again
/// (the same work over the same content gives the same results) and delivers it at its line.
/// `.tick` events are left out: the player makes its own from the model's
/// deadlines. Not kept: sub-cell (pixel) positions, modifiers on wheel notches,
/// and drags that arrive with no button pressed before them (written as comments).
/// Positions more than 100 cells off screen are clamped, as the language allows no more.
public struct DemoScriptWriter {
    /// The script so far.
    public private(set) var text: String
    private var size: GridSize
    private var start: Instant?
    private var elapsed: Int64 = 0
    private var held = false
    private var started = false

    /// Starts a script for a session of a size, showing a file; `hover` when the session tracks all motion.
    ///
    /// `contentPath` is written as is: give it relative to where the script will be saved.
    public init(size: GridSize, contentPath: String, hover: Bool = false, start: Instant? = nil) {
        self.size = size
        self.start = start
        var header = "# Recorded input of a live session (loupe view --record-input).\n"
        header += "Size \(size.columns)x\(size.rows)\n"
        header += "Open \(DemoKeyName.quoted(contentPath))\n"
        if hover { header += "Set Hover on\n" }
        text = header
    }

    /// Adds a `Set NAME VALUE` line (zoom, tier, downward policy, word characters...), before any event.
    public mutating func set(_ name: String, _ value: String) {
        text += "Set \(name) \(value)\n"
    }

    /// The script for a whole list of events.
    public static func script(for events: [InputEvent], size: GridSize, contentPath: String, hover: Bool = false) -> String {
        var writer = DemoScriptWriter(size: size, contentPath: contentPath, hover: hover)
        for e in events { writer.append(e) }
        return writer.text
    }

    /// Adds one event (events must come in time order).
    public mutating func append(_ event: InputEvent) {
        // Ticks are the player's own; a copy's outcome comes from the player's backend again.
        switch event {
        case .tick, .copied: return
        default: break
        }
        if !started, case .resize = event {
            // The model is created at the first line that needs it; make that happen before this
            // resize, or the player would take the new size as the starting size.
            text += "Sleep 0ms\n"
        }
        started = true
        let origin = start ?? event.time
        start = origin
        let at = Int64((event.time.milliseconds(since: origin) * 1000).rounded())
        if at > elapsed {
            text += "Sleep \(DemoDuration(microseconds: at - elapsed))\n"
            elapsed = at
        }
        switch event {
        case let .mouse(m): appendMouse(m)
        case let .key(k): text += "Key \(DemoKeyName.name(of: k.key))\(Self.words(k.modifiers))\n"
        case let .resize(s, _):
            size = s
            text += "Size \(s.columns)x\(s.rows)\n"
        case let .terminal(report, _): text += "Terminal \(TerminalReportSyntax.words(report))\n"
        case let .result(result, _): text += "Result \(result.work.kind) \(result.work.number) \(result.sequence)\n"
        case .tick, .copied: break
        }
    }

    private mutating func appendMouse(_ m: MouseEvent) {
        let p = point(m.position)
        let button = [.left, .middle, .right].contains(m.button) ? " \(m.button.rawValue)" : ""
        let mods = Self.words(m.modifiers)
        switch (m.action, m.button) {
        case (.press, .wheelUp), (.press, .wheelDown):
            text += "Wheel \(m.button == .wheelUp ? "up" : "down") 1 \(onScreen(m.position))\n"
        case (.press, _):
            held = true
            text += "Press \(onScreen(m.position))\(button)\(mods)\n"
        case (.drag, _):
            if held {
                text += "Drag \(p)\(button)\(mods)\n"
            } else {
                text += "# skipped: a drag to \(p) with no button pressed before it\n"
            }
        case (.release, _):
            held = false
            text += "Release \(p)\(button)\(mods)\n"
        case (.move, _):
            text += "Move \(p)\n"
        }
    }

    /// A 1-based `C R` within the motion limits.
    private func point(_ p: GridPoint) -> String {
        let slack = DemoScriptParser.overshoot
        let c = min(max(p.column + 1, 1 - slack), size.columns + slack)
        let r = min(max(p.row + 1, 1 - slack), size.rows + slack)
        return "\(c) \(r)"
    }

    /// A 1-based `C R` on the screen (clicks can only happen there).
    private func onScreen(_ p: GridPoint) -> String {
        "\(min(max(p.column, 0), size.columns - 1) + 1) \(min(max(p.row, 0), size.rows - 1) + 1)"
    }

    private static func words(_ m: Modifiers) -> String {
        (m.contains(.shift) ? " shift" : "") + (m.contains(.alt) ? " alt" : "") + (m.contains(.ctrl) ? " ctrl" : "")
    }
}
