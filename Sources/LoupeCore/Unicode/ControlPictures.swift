/// Visible stand-ins for characters that must never reach a terminal raw.
public enum ControlPictures {
    /// The placeholder for invalid UTF-8.
    public static let replacement = "\u{FFFD}"

    /// Whether a scalar is a C0 or C1 control or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v)
    }

    /// The visible placeholder for a control scalar: the Control Pictures block
    /// for C0 and DEL (␛ for ESC), U+2426 for C1 controls. Nil for other scalars.
    public static func placeholder(for scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        if v < 0x20, let s = Unicode.Scalar(0x2400 + v) { return String(Character(s)) }
        if v == 0x7F { return "\u{2421}" }
        if (0x80...0x9F).contains(v) { return "\u{2426}" }
        return nil
    }

    /// Whether a scalar is a bidirectional formatting control (the "Trojan Source" characters):
    /// the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069, the marks
    /// U+200E, U+200F and U+061C. A terminal that applies bidi would reorder what is shown.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// The placeholder that names a control, as less shows it: `<U+202E>`, one cell per character.
    public static func namedPlaceholder(for scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// The control a named placeholder stands for (`<U+202E>` gives U+202E), or nil.
    public static func scalar(named placeholder: String) -> Unicode.Scalar? {
        guard placeholder.hasPrefix("<U+"), placeholder.hasSuffix(">") else { return nil }
        return UInt32(placeholder.dropFirst(3).dropLast(), radix: 16).flatMap(Unicode.Scalar.init)
    }

    /// The style placeholders get: the surrounding style, dimmed and underlined, so they read as stand-ins.
    public static func placeholderStyle(_ base: Style) -> Style {
        var s = base
        s.attributes.insert([.dim, .underline])
        return s
    }
}
