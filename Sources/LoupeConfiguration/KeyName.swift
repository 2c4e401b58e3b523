import LoupeCore

/// Key names in the configuration file: `q`, `G`, `space`, `pagedown`, `f5`, `ctrl+f`, `shift+alt+left`.
public enum KeyName {
    /// Named keys (matching ignores case).
    static let named: [(String, Key)] = [
        ("up", .up), ("down", .down), ("left", .left), ("right", .right),
        ("pageup", .pageUp), ("pagedown", .pageDown), ("home", .home), ("end", .end),
        ("escape", .escape), ("esc", .escape), ("enter", .enter), ("return", .enter), ("tab", .tab),
        ("backspace", .backspace), ("space", .character(" ")), ("plus", .character("+")),
    ]

    /// The modifier words, in the order `name(of:)` writes them.
    static let modifierWords: [(String, Modifiers)] = [("ctrl", .ctrl), ("alt", .alt), ("shift", .shift)]

    /// The key and modifiers a name stands for, or nil.
    public static func parse(_ text: String) -> (Key, Modifiers)? {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, !last.isEmpty else { return nil }
        var modifiers: Modifiers = []
        for word in parts.dropLast() {
            guard let hit = modifierWords.first(where: { $0.0 == word.lowercased() }), !modifiers.contains(hit.1) else { return nil }
            modifiers.insert(hit.1)
        }
        guard let key = key(for: last) else { return nil }
        return (key, modifiers)
    }

    /// A key alone: a name, `f1`...`f24`, or one printable character.
    static func key(for name: String) -> Key? {
        let lower = name.lowercased()
        if let hit = named.first(where: { $0.0 == lower }) { return hit.1 }
        if lower.count >= 2, lower.first == "f", lower.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
           let n = Int(lower.dropFirst()), (1...24).contains(n) {
            return .function(n)
        }
        if name.count == 1, let c = name.first, !c.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return .character(c)
        }
        return nil
    }

    /// The name of a key with modifiers, as `parse` reads it back.
    public static func name(of key: Key, modifiers: Modifiers) -> String {
        let words = modifierWords.filter { modifiers.contains($0.1) }.map(\.0)
        let base: String
        switch key {
        case let .function(n): base = "f\(n)"
        case .character(" "): base = "space"
        case .character("+"): base = "plus"
        case let .character(c): base = String(c)
        default: base = named.first { $0.1 == key }?.0 ?? "?"
        }
        return (words + [base]).joined(separator: "+")
    }
}
