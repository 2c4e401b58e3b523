import LoupeCore

/// A parsed demo script: its lines in order (see `demo/README.md` for the language).
public struct DemoScript: Hashable, Sendable {
    /// The size a script starts with when it has no `Size` line before its first use.
    public static let defaultSize = GridSize(columns: 80, rows: 24)

    /// Modifier words and their bits.
    static let modifierNames: [String: Modifiers] = ["shift": .shift, "alt": .alt, "ctrl": .ctrl]

    /// The commands, without blank and comment lines.
    public var lines: [DemoScriptLine]

    /// Creates a script from parsed lines.
    public init(lines: [DemoScriptLine]) { self.lines = lines }

    /// Parses script text. Throws the first problem with its line and column; never crashes on any input.
    public init(parsing text: String, file: String = "") throws(DemoScriptError) {
        var parser = DemoScriptParser()
        do {
            lines = try parser.parse(text)
        } catch {
            var e = error
            e.file = file
            throw e
        }
    }

    /// Parses script bytes (invalid UTF-8 is an error at its line).
    public init(parsing bytes: [UInt8], file: String = "") throws(DemoScriptError) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let bad = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.contains("\u{FFFD}") }),
           String(validating: bytes, as: UTF8.self) == nil {
            throw DemoScriptError(file: file, line: bad + 1, column: 1, message: "this line is not valid UTF-8")
        }
        try self.init(parsing: text, file: file)
    }
}
