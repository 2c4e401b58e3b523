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

    /// The style placeholders get: the surrounding style, dimmed and underlined, so they read as stand-ins.
    public static func placeholderStyle(_ base: Style) -> Style {
        var s = base
        s.attributes.insert([.dim, .underline])
        return s
    }
}
