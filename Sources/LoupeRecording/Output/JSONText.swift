import LoupeCore

/// Minimal, deterministic JSON text: strings escaped the same way every time.
enum JSONText {
    /// A JSON string literal: quotes, backslashes and every control character escaped; other text as UTF-8.
    static func string(_ s: String) -> String {
        QuotedText.quoted(s, escapesReturn: true) { QuotedText.fourHexDigits($0, uppercase: false) }
    }

    /// An object with its keys sorted, from already-encoded values.
    static func object(_ members: [String: String]) -> String {
        "{" + members.keys.sorted().map { string($0) + ":" + (members[$0] ?? "null") }.joined(separator: ",") + "}"
    }
}
