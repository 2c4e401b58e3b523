import LoupeCore

/// Reads the arguments of one script line, left to right, with errors that point at the word.
struct ArgumentReader {
    let parser: DemoScriptParser
    let command: DemoToken
    let args: [DemoToken]
    var index = 0

    init(parser: DemoScriptParser, command: DemoToken, args: [DemoToken]) {
        self.parser = parser
        self.command = command
        self.args = args
    }

    /// The column just after the last word read (for "missing argument" errors).
    var endColumn: Int {
        let last = index > 0 ? args[index - 1] : command
        return last.column + last.text.count + (last.quoted ? 2 : 0)
    }

    var peek: DemoToken? { index < args.count ? args[index] : nil }

    func error(_ column: Int, _ message: String) -> DemoScriptError { parser.error(column, message) }

    mutating func next(_ what: String) throws(DemoScriptError) -> DemoToken {
        guard let t = peek else { throw error(endColumn, "\(command.text) needs \(what)") }
        index += 1
        return t
    }

    /// Fails on words left over.
    func finish() throws(DemoScriptError) {
        if let t = peek { throw error(t.column, "unexpected \"\(t.text)\" after \(command.text)") }
    }

    mutating func word(_ what: String) throws(DemoScriptError) -> String {
        let t = try next(what)
        guard !t.text.isEmpty else { throw error(t.column, "\(command.text) needs \(what), got an empty string") }
        return t.text
    }

    mutating func string(_ what: String) throws(DemoScriptError) -> String {
        let t = try next("\(what) in double quotes")
        guard t.quoted else { throw error(t.column, "\(what) must be in double quotes, like \"\(t.text)\"") }
        return t.text
    }

    mutating func onOff() throws(DemoScriptError) -> Bool {
        let t = try next("on or off")
        switch t.text.lowercased() {
        case "on": return true
        case "off": return false
        default: throw error(t.column, "expected on or off, got \"\(t.text)\"")
        }
    }

    mutating func integer(_ what: String, in range: ClosedRange<Int>) throws(DemoScriptError) -> Int {
        let t = try next(what)
        guard !t.quoted, let n = Int(t.text), range.contains(n) else {
            throw error(t.column, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \"\(t.text)\"")
        }
        return n
    }

    mutating func size() throws(DemoScriptError) -> GridSize {
        let t = try next("a size like 100x30")
        let parts = t.text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let max = DemoScriptParser.maxSize
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]),
              (1...max.columns).contains(c), (1...max.rows).contains(r) else {
            throw error(t.column, "a size is COLUMNSxROWS with 1-\(max.columns) columns and 1-\(max.rows) rows, like 100x30; got \"\(t.text)\"")
        }
        return GridSize(columns: c, rows: r)
    }

    mutating func duration() throws(DemoScriptError) -> DemoDuration {
        let t = try next("a duration like 500ms or 1.5s")
        guard let d = DemoDuration.parse(t.text) else {
            throw error(t.column, "a duration is a number of ms or s up to 10 minutes, like 500ms or 1.5s; got \"\(t.text)\"")
        }
        return d
    }

    /// A 1-based `C R` pair, returned zero-based.
    mutating func point(onScreen: Bool) throws(DemoScriptError) -> GridPoint {
        let size = parser.size
        let slack = onScreen ? 0 : DemoScriptParser.overshoot
        let c = try coordinate("a column", 1 - slack, size.columns + slack)
        let r = try coordinate("a row", 1 - slack, size.rows + slack)
        return GridPoint(column: c - 1, row: r - 1)
    }

    private mutating func coordinate(_ what: String, _ low: Int, _ high: Int) throws(DemoScriptError) -> Int {
        let t = try next("\(what) (columns and rows are 1-based, column first)")
        guard !t.quoted, let n = Int(t.text) else {
            throw error(t.column, "\(what) must be a whole number, got \"\(t.text)\"")
        }
        guard (low...high).contains(n) else {
            throw error(t.column, "\(what) \(n) is off the \(parser.size) screen (allowed \(low)...\(high))")
        }
        return n
    }

    /// A point when the next word is a number.
    mutating func optionalPoint(onScreen: Bool) throws(DemoScriptError) -> GridPoint? {
        guard let t = peek, !t.quoted, let first = t.text.first, first.isNumber || first == "-" else { return nil }
        return try point(onScreen: onScreen)
    }

    struct MouseOptions {
        var button: MouseButton?
        var modifiers: Modifiers?
        var over = DemoDuration.zero
    }

    /// `[left|middle|right] [shift] [alt] [ctrl] [over T]` in any order.
    mutating func mouseOptions(allowOver: Bool, allowButton: Bool) throws(DemoScriptError) -> MouseOptions {
        var o = MouseOptions()
        while let t = peek {
            let w = t.quoted ? "" : t.text.lowercased()
            if allowButton, let b = MouseButton(rawValue: w), [.left, .middle, .right].contains(b), o.button == nil {
                o.button = b
            } else if let m = DemoScript.modifierNames[w] {
                o.modifiers = (o.modifiers ?? []).union(m)
            } else if allowOver, w == "over" {
                index += 1
                o.over = try duration()
                continue
            } else {
                var allowed = ["shift", "alt", "ctrl"]
                if allowButton { allowed.insert("left, middle, right", at: 0) }
                if allowOver { allowed.append("over DURATION") }
                throw error(t.column, "unexpected \"\(t.text)\": \(command.text) takes \(allowed.joined(separator: ", "))")
            }
            index += 1
        }
        return o
    }
}
