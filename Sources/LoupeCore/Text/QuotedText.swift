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
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r" where escapesReturn: out += "\\r"
            default:
                if isControl(scalar) { out += control(scalar) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `\uXXXX` with four hex digits (JSON, TOML).
    public static func fourHexDigits(_ scalar: Unicode.Scalar, uppercase: Bool) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: uppercase)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
