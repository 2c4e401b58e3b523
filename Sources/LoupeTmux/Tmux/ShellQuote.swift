import LoupeCore

/// Quoting of words for a shell command line that tmux hands to the user's shell.
///
/// tmux runs `display-popup` and `new-window` commands with `default-shell -c`,
/// which may be sh, bash, zsh or fish. Every word is wrapped in single quotes;
/// the two characters that single quotes do not protect in all of those shells,
/// `'` and `\`, are written outside the quotes as `\'` and `\\`, which every one
/// of them reads back as the character itself.
public enum ShellQuote {
    /// One word, quoted so the shell reads it back exactly (an empty word gives `''`).
    public static func word(_ s: String) -> String {
        if s.isEmpty { return "''" }
        if s.utf8.allSatisfy(isPlain) { return s }
        var out = ""
        var open = false
        for ch in s.unicodeScalars {
            if ch == "'" || ch == "\\" {
                if open { out += "'"; open = false }
                out += "\\"
                out.unicodeScalars.append(ch)
            } else {
                if !open { out += "'"; open = true }
                out.unicodeScalars.append(ch)
            }
        }
        if open { out += "'" }
        return out
    }

    /// Words joined by spaces, each quoted.
    public static func command(_ argv: [String]) -> String {
        argv.map(word).joined(separator: " ")
    }

    /// Bytes that need no quoting in any shell: ASCII letters, digits and `-./_`.
    /// (`=` is not among them: zsh expands a word that starts with it.)
    static func isPlain(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
