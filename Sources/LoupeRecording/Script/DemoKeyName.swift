import LoupeCore

/// The names of keys in demo scripts (`Key PageDown`, `Key q`, `Key ctrl+c`, `Key "#"`).
public enum DemoKeyName {
    /// Named keys, in the spelling the writer uses (matching is case-insensitive).
    public static let named: [(String, Key)] = [
        ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
        ("PageUp", .pageUp), ("PageDown", .pageDown), ("Home", .home), ("End", .end),
        ("Escape", .escape), ("Enter", .enter), ("Tab", .tab), ("Backspace", .backspace),
        ("Space", .character(" ")),
    ]

    /// The key a name stands for: a named key, `F1`...`F24`, or one printable character; nil otherwise.
    public static func key(for name: String) -> Key? {
        let lower = name.lowercased()
        if let hit = named.first(where: { $0.0.lowercased() == lower }) { return hit.1 }
        if lower == "esc" { return .escape }
        if lower == "return" { return .enter }
        if lower.count >= 2, lower.first == "f", let n = Int(lower.dropFirst()), (1...24).contains(n),
           lower.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
            return .function(n)
        }
        if name.count == 1, let c = name.first, isPrintable(c) { return .character(c) }
        return nil
    }

    /// The script spelling of a key: a name, or the character (quoted when it would not read back bare).
    public static func name(of key: Key) -> String {
        if let hit = named.first(where: { $0.1 == key }) { return hit.0 }
        switch key {
        case let .function(n): return "F\(n)"
        case let .character(c):
            let bare = String(c)
            let plain = c.isLetter || c.isNumber || "/-.,:;=_!?*@$%^&()[]{}<>|~'`".contains(c)
            let readsBack = plain && Self.key(for: bare) == key && !bare.contains("+")
            return readsBack ? bare : quoted(bare)
        default: return "?"
        }
    }

    /// Whether a character can be typed as a key: no control characters.
    public static func isPrintable(_ c: Character) -> Bool {
        !c.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// A string in script quotes, with escapes for quotes, backslashes and controls.
    public static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, controls: .c0DeleteAndC1) {
            "\\u{" + String($0.value, radix: 16) + "}"
        }
    }
}
