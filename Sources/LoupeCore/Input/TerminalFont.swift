/// The font a terminal draws with, and whether the sextants can be found for it.
///
/// xterm names a TrueType face (`-fa Unifont`, drawn through fontconfig, which falls back to any
/// installed font for a character the face lacks) or a core X font: an XLFD
/// (`-misc-fixed-medium-r-...`) or an alias (`fixed`, `9x15`), which has no fallback.
public struct TerminalFont: Hashable, Sendable {
    /// The font's name: a fontconfig face, an XLFD or a core font alias.
    public var name: String
    /// Whether the terminal runs on this machine (its fonts are this machine's fonts).
    public var isLocal: Bool
    /// Whether a font installed on this machine covers the sextants (U+1FB00 to U+1FB3B).
    public var sextantsInstalled: Bool

    /// A font report.
    public init(name: String, isLocal: Bool, sextantsInstalled: Bool) {
        self.name = name
        self.isLocal = isLocal
        self.sextantsInstalled = sextantsInstalled
    }

    /// Whether the name is a fontconfig face rather than a core X font: not an XLFD (which
    /// starts with `-` or `*`), and not one of the core aliases (`fixed`, `variable`, `6x13`, `9x15bold`...).
    public var isFace: Bool { TerminalFont.isFace(name) }

    /// Whether `name` names a fontconfig face (see `isFace`).
    public static func isFace(_ name: String) -> Bool {
        guard let first = name.first, first != "-", first != "*", first != " " else { return false }
        let lower = name.lowercased()
        if ["fixed", "variable", "nil2", "cursor"].contains(lower) { return false }
        // A core alias such as 6x13, 9x15bold, 10x20, 12x24ko.
        let digits = lower.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, lower.dropFirst(digits.count).first == "x",
           let after = lower.dropFirst(digits.count + 1).first, after.isASCII && after.isNumber {
            return false
        }
        return true
    }

    /// Whether the terminal draws the sextants with this font: a face (fontconfig falls back to
    /// another font for a character the face lacks) on this machine, where a font covers them.
    public var drawsSextants: Bool { isFace && isLocal && sextantsInstalled }
}
