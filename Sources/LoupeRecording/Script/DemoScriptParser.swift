import LoupeCore

/// Parses the lines of a demo script into steps, checking each argument (see `demo/README.md`).
///
/// The parser keeps track of the size (`Size` lines) so that it can reject
/// clicks outside the screen; motion may go up to `DemoScriptParser.overshoot`
/// cells past an edge, as a drag beyond the window does.
struct DemoScriptParser {
    /// How far past the screen's edges `Move` and `Drag` may go.
    static let overshoot = 100
    /// The largest size a script may ask for.
    static let maxSize = GridSize(columns: 1000, rows: 500)

    var size = DemoScript.defaultSize
    var lineNumber = 0

    /// Parses every line; throws the first problem.
    mutating func parse(_ text: String) throws(DemoScriptError) -> [DemoScriptLine] {
        var out: [DemoScriptLine] = []
        var number = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            lineNumber = number
            var line = String(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            let tokens = try DemoToken.split(line, lineNumber: number)
            guard let first = tokens.first else { continue }
            let step = try parseStep(first, Array(tokens.dropFirst()))
            out.append(DemoScriptLine(line: number, column: tokens.count > 1 ? tokens[1].column : first.column, step: step))
        }
        return out
    }

    func error(_ column: Int, _ message: String) -> DemoScriptError {
        DemoScriptError(line: lineNumber, column: column, message: message)
    }

    /// One command.
    mutating func parseStep(_ command: DemoToken, _ args: [DemoToken]) throws(DemoScriptError) -> DemoStep {
        var reader = ArgumentReader(parser: self, command: command, args: args)
        let step: DemoStep
        switch command.quoted ? "" : command.text.lowercased() {
        case "size":
            let s = try reader.size()
            size = s
            step = .size(s)
        case "open": step = .open(path: try reader.word("a file path"))
        case "set": step = .set(try reader.setting())
        case "pointer": step = .pointer(try reader.onOff())
        case "move":
            let p = try reader.point(onScreen: false)
            step = .move(to: p, over: try reader.mouseOptions(allowOver: true, allowButton: false).over)
        case "press":
            let p = try reader.optionalPoint(onScreen: true)
            let o = try reader.mouseOptions(allowOver: false, allowButton: true)
            step = .press(at: p, button: o.button ?? .left, modifiers: o.modifiers ?? [])
        case "release":
            let p = try reader.optionalPoint(onScreen: false)
            let o = try reader.mouseOptions(allowOver: false, allowButton: true)
            step = .release(at: p, button: o.button, modifiers: o.button == nil ? o.modifiers : (o.modifiers ?? []))
        case "drag":
            let p = try reader.point(onScreen: false)
            let o = try reader.mouseOptions(allowOver: true, allowButton: true)
            step = .drag(to: p, over: o.over, button: o.button, modifiers: o.button == nil ? o.modifiers : (o.modifiers ?? []))
        case "click", "doubleclick", "tripleclick":
            let count = ["click": 1, "doubleclick": 2, "tripleclick": 3][command.text.lowercased()] ?? 1
            let p = try reader.optionalPoint(onScreen: true)
            let o = try reader.mouseOptions(allowOver: false, allowButton: true)
            step = .click(at: p, count: count, button: o.button ?? .left, modifiers: o.modifiers ?? [])
        case "longpress":
            let p = try reader.optionalPoint(onScreen: true)
            let o = try reader.mouseOptions(allowOver: false, allowButton: false)
            step = .longPress(at: p, modifiers: o.modifiers ?? [])
        case "rightclick":
            // `Click ... right`, as one word: a right-click (the context menu).
            let p = try reader.optionalPoint(onScreen: true)
            let o = try reader.mouseOptions(allowOver: false, allowButton: false)
            step = .click(at: p, count: 1, button: .right, modifiers: o.modifiers ?? [])
        case "wheel": step = try reader.wheel()
        case "key": step = try reader.key()
        case "type": step = .type(try reader.typedText())
        case "sleep": step = .sleep(try reader.duration())
        case "mark": step = .mark(try reader.string("a marker name"))
        case "expect": step = try reader.expectation()
        case "terminal": step = .terminal(try reader.terminalReport())
        case "result":
            let kind = try reader.word("a work's kind")
            let number = try reader.integer("a work's number", in: 0...Int(Int32.max))
            step = .result(WorkID(kind, number), sequence: try reader.integer("a result's place", in: 0...Int(Int32.max)))
        default:
            throw error(command.column, "unknown command \"\(command.text)\": expected Size, Open, Set, Pointer, Move, Press, Release, Drag, Click, DoubleClick, TripleClick, RightClick, Wheel, Key, Type, Sleep, Mark, Expect or Terminal")
        }
        try reader.finish()
        return step
    }
}
