/// Text in double quotes with backslash escapes, the one shape the formats Loupe writes share
/// (JSON in recordings, TOML in configuration listings, demo scripts); each says how it writes
/// the other control characters.
public enum QuotedText {
    /// `text` in double quotes: `"` and `\` escaped, newline and tab as `\n` and `\t` (and a
    /// carriage return as `\r` when `escapesReturn`), any other scalar that `isControl` picks
    /// written by `control`, the rest as it is.
    public static func quoted(_ text: String, escapesReturn: Bool = false,
                              isControl: (Unicode.Scalar) -> Bool = { $0.value < 0x20 || $0.value == 0x7F },
                              control: (Unicode.Scalar) -> String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        // Runs of scalars that need no escape are appended whole.
        let scalars = text.unicodeScalars
        var run = scalars.startIndex
        var i = scalars.startIndex
        while i < scalars.endIndex {
            let scalar = scalars[i]
            let escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\t": escape = "\\t"
            case "\r" where escapesReturn: escape = "\\r"
            default: escape = isControl(scalar) ? control(scalar) : nil
            }
            let next = scalars.index(after: i)
            if let escape {
                out += Substring(scalars[run..<i])
                out += escape
                run = next
            }
            i = next
        }
        out += Substring(scalars[run...])
        return out + "\""
    }

    /// `\uXXXX` with four hex digits (JSON, TOML).
    public static func fourHexDigits(_ scalar: Unicode.Scalar, uppercase: Bool) -> String {
        if scalar.value < 0x80 { return (uppercase ? asciiUpper : asciiLower)[Int(scalar.value)] }  // ESC in every recorded frame
        let hex = String(scalar.value, radix: 16, uppercase: uppercase)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static let asciiLower: [String] = (0..<0x80).map { "\\u00" + ($0 < 0x10 ? "0" : "") + String($0, radix: 16) }
    private static let asciiUpper: [String] = (0..<0x80).map { "\\u00" + ($0 < 0x10 ? "0" : "") + String($0, radix: 16, uppercase: true) }
}
