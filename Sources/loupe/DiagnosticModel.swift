import LoupeCore
import LoupeRuntime

/// A small `InteractiveModel` that shows what the terminal front end delivers: a log of every
/// event it received, and an overlay box that follows the pointer while a button is held.
///
/// It backs `loupe terminal-self-test` (the end-to-end tests drive it in tmux) and is a
/// template for embedding: keys `q` quit (printing a summary), `h` toggles hover tracking,
/// `c` copies the text of the event before it, `t` starts a 3-tick timer.
public struct DiagnosticModel: InteractiveModel {
    /// The screen size from the last `.resize`.
    public private(set) var size = GridSize(columns: 80, rows: 24)
    /// Every event line, oldest first.
    public private(set) var log: [String] = []
    /// Where the overlay is drawn, when a button is held (or hover is on).
    public private(set) var pointer: GridPoint?
    /// Ticks received.
    public private(set) var ticks = 0
    private var hover = false
    private var deadline: Instant?
    private var timerLeft = 0

    /// Creates the model.
    public init() {}

    /// Logs the event, moves the overlay, and answers keys.
    public mutating func handle(_ event: InputEvent) -> [AppEffect] {
        switch event {
        case let .terminal(.background(red, green, blue), _):
            // The terminal's background colour (its reply to OSC 11).
            log.append("background \(red),\(green),\(blue)")
        case let .terminal(.focus(gained), _):
            log.append(gained ? "focus in" : "focus out")
        case let .terminal(.version(text), _):
            // What the terminal can draw: its replies to the start-up probe.
            log.append("version \(text)")
        case let .terminal(.sextantAdvance(columns), _):
            log.append("sextant advance \(columns)")
        case let .terminal(.font(font), _):
            log.append("font \(font.name)\(font.isLocal ? " local" : "")\(font.sextantsInstalled ? " sextants" : "")")
        case let .terminal(.wholeClusters(on), _):
            log.append("whole clusters \(on ? "on" : "off")")
        case .terminal:
            break
        case let .copied(outcome, _):
            log.append("copied: taken by \(outcome.takenBy), sent to the terminal \(outcome.sentToTerminal), failures \(outcome.failures)")
        case let .result(result, _):
            log.append("result \(result.work) \(result.sequence)")
        case let .resize(s, _):
            size = s
            log.append("resize \(s.columns)x\(s.rows)")
        case let .tick(now):
            ticks += 1
            log.append("tick \(ticks)")
            timerLeft -= 1
            deadline = timerLeft > 0 ? now.adding(milliseconds: 30) : nil
        case let .mouse(m):
            log.append(DiagnosticModel.describe(m))
            switch m.action {
            case .press where m.button == .left || m.button == .middle || m.button == .right, .drag: pointer = m.position
            case .move: pointer = hover ? m.position : nil
            case .release: pointer = nil
            default: break
            }
        case let .key(k):
            log.append(DiagnosticModel.describe(k))
            return keyEffects(k)
        }
        return []
    }

    private mutating func keyEffects(_ k: KeyEvent) -> [AppEffect] {
        // Ctrl-C ends the program (status 130) and Ctrl-Z suspends it: decisions of the model, as effects.
        if k.modifiers == .ctrl, k.key == .character("c") { return [.quit(status: 130, output: nil)] }
        if k.modifiers == .ctrl, k.key == .character("z") { return [.suspend] }
        guard k.modifiers.isEmpty, case let .character(c) = k.key else { return [] }
        switch c {
        case "q": return [.quit(status: 0, output: "self-test: \(log.count) events\n")]
        case "h":
            hover.toggle()
            return [.setHoverTracking(hover)]
        case "c": return [.copy(log.dropLast().last ?? "")]  // the event before this key
        case "t":
            timerLeft = 3
            deadline = k.time.adding(milliseconds: 30)
            return []
        case "b": return [.bell]
        default: return []
        }
    }

    /// `press left 10,5 shift` (zero-based column,row; `@x,y` sub-cell when known).
    public static func describe(_ m: MouseEvent) -> String {
        var s = "\(m.action.rawValue) \(m.button.rawValue) \(m.position.column),\(m.position.row)"
        if let sub = m.subCell { s += " @\(Int(sub.x * 100)),\(Int(sub.y * 100))" }
        return s + modifierText(m.modifiers)
    }

    /// `key up ctrl`, `key "a"`.
    public static func describe(_ k: KeyEvent) -> String {
        let name: String
        switch k.key {
        case let .character(c): name = "\"\(c)\""
        case let .function(n): name = "F\(n)"
        default: name = "\(k.key)"
        }
        return "key \(name)" + modifierText(k.modifiers)
    }

    static func modifierText(_ m: Modifiers) -> String {
        (m.contains(.shift) ? " shift" : "") + (m.contains(.alt) ? " alt" : "") + (m.contains(.ctrl) ? " ctrl" : "")
    }

    /// A header, the newest log lines (numbered) and a line of wide and combining text.
    public func baseFrame() -> CellBuffer {
        var frame = CellBuffer(size: size)
        frame.write("self-test \(size.columns)x\(size.rows) events=\(log.count) ticks=\(ticks) hover=\(hover ? "on" : "off")",
                    column: 0, row: 0, style: Style(attributes: .reverse))
        let room = max(0, size.rows - 2)
        let shown = log.suffix(room)
        for (i, line) in shown.enumerated() {
            let number = log.count - shown.count + i + 1
            frame.write("#\(number) \(line)", column: 0, row: 1 + i, style: Style(foreground: .indexed(2)))
        }
        frame.write("wide: 世界 e\u{301} 🇫🇷 👨‍👩‍👧 end", column: 0, row: size.rows - 1, style: .plain)
        return frame
    }

    /// A 12x3 box just above the pointer showing its cell, while a button is held.
    public func overlays() -> [FrameOverlay] {
        guard let p = pointer else { return [] }
        var box = CellBuffer(columns: 12, rows: 3)
        let style = Style(foreground: .rgb(255, 255, 255), background: .indexed(4), attributes: .bold)
        box.fill(box.bounds, with: .blank(style))
        box.write("┌──────────┐", column: 0, row: 0, style: style)
        let label = String("\(p.column),\(p.row)".prefix(10))
        box.write("│" + label + String(repeating: " ", count: 10 - label.count) + "│", column: 0, row: 1, style: style)
        box.write("└──────────┘", column: 0, row: 2, style: style)
        return [FrameOverlay(origin: GridPoint(column: p.column - 6, row: p.row - 4), cells: box)]
    }

    /// A tick every 30 ms while the `t` timer runs.
    public func nextDeadline() -> Instant? { deadline }
}
