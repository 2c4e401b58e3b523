/// One word of a script line: a bare word or a double-quoted string, with its 1-based column.
public struct DemoToken: Hashable, Sendable {
    /// The word, with quotes removed and escapes resolved.
    public var text: String
    /// Whether it was written in double quotes.
    public var quoted: Bool
    /// 1-based column of its first character.
    public var column: Int

    /// Creates a token.
    public init(text: String, quoted: Bool, column: Int) {
        self.text = text
        self.quoted = quoted
        self.column = column
    }

    /// Splits a line into tokens. A `#` outside quotes starts a comment.
    ///
    /// Quoted strings know the escapes `\"`, `\\`, `\n`, `\t` and `\u{HEX}`.
    /// Throws for an unterminated string or an unknown escape.
    public static func split(_ line: String, lineNumber: Int) throws(DemoScriptError) -> [DemoToken] {
        var tokens: [DemoToken] = []
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" { i += 1; continue }
            if c == "#" { break }
            if c == "\"" {
                let start = i
                i += 1
                var text = ""
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\"" { closed = true; i += 1; break }
                    if d == "\\" {
                        let (value, next) = try escape(chars, at: i, lineNumber: lineNumber)
                        text.append(value)
                        i = next
                        continue
                    }
                    text.append(d)
                    i += 1
                }
                guard closed else {
                    throw DemoScriptError(line: lineNumber, column: start + 1, message: "this string has no closing quote")
                }
                tokens.append(DemoToken(text: text, quoted: true, column: start + 1))
            } else {
                let start = i
                var text = ""
                while i < chars.count, chars[i] != " ", chars[i] != "\t" {
                    text.append(chars[i])
                    i += 1
                }
                tokens.append(DemoToken(text: text, quoted: false, column: start + 1))
            }
        }
        return tokens
    }

    /// Resolves the escape that starts at `chars[i]` (a backslash); returns it and the index after it.
    private static func escape(_ chars: [Character], at i: Int, lineNumber: Int) throws(DemoScriptError) -> (Character, Int) {
        let bad = DemoScriptError(line: lineNumber, column: i + 1,
                                  message: "unknown escape: use \\\", \\\\, \\n, \\t or \\u{HEX}")
        guard i + 1 < chars.count else { throw bad }
        switch chars[i + 1] {
        case "\"": return ("\"", i + 2)
        case "\\": return ("\\", i + 2)
        case "n": return ("\n", i + 2)
        case "t": return ("\t", i + 2)
        case "u":
            guard i + 2 < chars.count, chars[i + 2] == "{" else { throw bad }
            var j = i + 3
            var hex = ""
            while j < chars.count, chars[j] != "}", hex.count <= 6 { hex.append(chars[j]); j += 1 }
            guard j < chars.count, chars[j] == "}", let value = UInt32(hex, radix: 16),
                  let scalar = Unicode.Scalar(value) else { throw bad }
            return (Character(scalar), j + 1)
        default:
            throw bad
        }
    }
}
