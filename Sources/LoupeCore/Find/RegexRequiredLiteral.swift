/// A run of ASCII characters that every match of a regular expression contains, read from its
/// pattern (Swift `Regex` syntax) so that a search can skip, by their raw bytes, the lines
/// without it, as it does for a plain query. The reading is deliberately cautious: it answers
/// nil for anything it does not fully understand (inline options, `\Q`, escapes that read
/// further characters, a `]` first in a class, a brace that is not a quantifier), and for a
/// pattern with `|` outside a group.
///
/// What counts: the characters in sequence at the top level of the pattern, a literal or an
/// escaped punctuation mark each. A group, a class, `.`, an anchor, an escape such as `\d` or
/// `\b`, and a non-ASCII character end a run; a quantifier takes the character before it out of
/// its run (it may occur zero times, or more than once) and ends the run. The longest run is kept.
public enum RegexRequiredLiteral {
    /// The longest run every match of `pattern` contains, as UTF-8 (ASCII) bytes; nil when there
    /// is none or the pattern is beyond this reading.
    public static func longest(in pattern: String) -> [UInt8]? {
        let s = Array(pattern.unicodeScalars)
        var runs: [[UInt8]] = []
        var run: [UInt8] = []
        var lastIsLiteral = false
        func endRun() {
            if !run.isEmpty { runs.append(run) }
            run = []
            lastIsLiteral = false
        }
        func literal(_ byte: UInt8) {
            run.append(byte)
            lastIsLiteral = true
        }
        var i = 0
        while i < s.count {
            let c = s[i]
            switch c {
            case "|", ")", "]", "}":
                return nil
            case "(":
                if i + 1 < s.count && s[i + 1] == "?" { return nil }
                guard let end = Self.closingEnd(s, from: i) else { return nil }
                endRun()
                i = end
            case "[":
                guard let end = Self.closingEnd(s, from: i) else { return nil }
                endRun()
                i = end
            case ".", "^", "$":
                endRun()
                i += 1
            case "*", "+", "?":
                if lastIsLiteral { run.removeLast() }
                endRun()
                i += 1
            case "{":
                guard let end = Self.braceQuantifierEnd(s, from: i) else { return nil }
                if lastIsLiteral { run.removeLast() }
                endRun()
                i = end
            case "\\":
                guard i + 1 < s.count else { return nil }
                let e = s[i + 1]
                if let byte = Self.printable(e), !FindMatcher.isWordCharacter(Character(e)) {
                    literal(byte)  // an escaped punctuation mark or space is itself
                } else if Self.singleEscapes.contains(e) {
                    endRun()  // a class or an assertion (\d, \w, \b...), or one control (\n, \t)
                } else {
                    return nil  // \x, \u, \p, \k, \Q, a back-reference...: characters that follow belong to it
                }
                i += 2
            default:
                if let byte = Self.printable(c) {
                    literal(byte)
                } else {
                    endRun()
                }
                i += 1
            }
        }
        endRun()
        return runs.max { $0.count < $1.count }
    }

    /// Escapes of one letter that match a class, an assertion or one control character and read
    /// nothing after them.
    static let singleEscapes: Set<Unicode.Scalar> = Set("dDwWsSbBAzZGhHvVRXntrfea".unicodeScalars)

    /// The scalar's byte when it is printable ASCII.
    static func printable(_ c: Unicode.Scalar) -> UInt8? {
        c.isASCII && PrintableASCII.contains(UInt8(c.value)) ? UInt8(c.value) : nil
    }

    /// The index after the bracket closing the group (`(`...`)`) or class (`[`...`]`) opened at
    /// `from`, skipping escapes, and in a group its classes (whose brackets are their own); classes
    /// nest, as in `[[:alpha:]x]`. Nil when it is not closed, or when a `]` comes first in a class
    /// (read as itself by some syntaxes).
    static func closingEnd(_ s: [Unicode.Scalar], from: Int) -> Int? {
        let open = s[from], close: Unicode.Scalar = open == "(" ? ")" : "]"
        var depth = 0
        var i = from
        while i < s.count {
            let c = s[i]
            if c == "\\" {
                i += 2
                continue
            }
            if open == "(" && c == "[" {
                guard let end = closingEnd(s, from: i) else { return nil }
                i = end
                continue
            }
            if c == open {
                depth += 1
                var next = i + 1
                if open == "[" && next < s.count && s[next] == "^" { next += 1 }
                if open == "[" && next < s.count && s[next] == "]" { return nil }
            } else if c == close {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return nil
    }

    /// The index after a quantifier `{n}`, `{n,}`, `{,m}` or `{n,m}` starting at `from`; nil for
    /// any other brace.
    static func braceQuantifierEnd(_ s: [Unicode.Scalar], from: Int) -> Int? {
        var i = from + 1
        var digits = 0, commas = 0
        while i < s.count {
            let c = s[i]
            if c == "}" { return digits > 0 && commas <= 1 ? i + 1 : nil }
            if ("0"..."9").contains(c) {
                digits += 1
            } else if c == "," {
                commas += 1
            } else {
                return nil
            }
            i += 1
        }
        return nil
    }
}
