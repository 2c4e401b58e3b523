/// Text in double quotes with backslash escapes, the one shape the formats Loupe writes share
/// (JSON in recordings, TOML in configuration listings, demo scripts); each says how it writes
/// the other control characters.
public enum QuotedText {
    /// Which scalars, besides newline and tab (and a return when escaped by name), are controls.
    public enum Controls: Sendable {
        /// U+0000-U+001F and U+007F (JSON, TOML).
        case c0AndDelete
        /// Those and the C1 controls, U+0080-U+009F (demo scripts).
        case c0DeleteAndC1
    }

    /// `text` in double quotes: `"` and `\` escaped, newline and tab as `\n` and `\t` (and a
    /// carriage return as `\r` when `escapesReturn`), any other scalar of `controls` written by
    /// `control`, the rest as it is.
    public static func quoted(_ text: String, escapesReturn: Bool = false, controls: Controls = .c0AndDelete,
                              control: (Unicode.Scalar) -> String) -> String {
        // A recording quotes every frame: the text is read as UTF-8 bytes, runs that need no
        // escape are copied whole, and the result is made once.
        var text = text
        return text.withUTF8 { utf8 in
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + 16)
            out.append(0x22)
            var run = 0, i = 0
            while i < utf8.count {
                let byte = utf8[i]
                if byte >= 0x20, byte < 0x7F, byte != 0x22, byte != 0x5C { i += 1; continue }
                var scalar = Unicode.Scalar(byte), length = 1
                if byte >= 0x80 {
                    // A C1 control is C2 80 ... C2 9F; every other byte from 0x80 is text.
                    guard controls == .c0DeleteAndC1, byte == 0xC2, i + 1 < utf8.count, (0x80...0x9F).contains(utf8[i + 1]) else {
                        i += 1
                        continue
                    }
                    scalar = Unicode.Scalar(utf8[i + 1])
                    length = 2
                }
                let escape: String
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x09: escape = "\\t"
                case 0x0D where escapesReturn: escape = "\\r"
                default: escape = control(scalar)
                }
                out.append(contentsOf: utf8[run..<i])
                out.append(contentsOf: escape.utf8)
                i += length
                run = i
            }
            out.append(contentsOf: utf8[run..<utf8.count])
            out.append(0x22)
            return String(decoding: out, as: UTF8.self)
        }
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
