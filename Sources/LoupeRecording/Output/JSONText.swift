/// Minimal, deterministic JSON text: strings escaped the same way every time.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and every control character escaped; other text as UTF-8.
    static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An object with its keys sorted, from already-encoded values.
    static func object(_ members: [String: String]) -> String {
        "{" + members.keys.sorted().map { string($0) + ":" + (members[$0] ?? "null") }.joined(separator: ",") + "}"
    }
}
