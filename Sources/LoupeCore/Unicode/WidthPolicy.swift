/// Choices that change how wide a grapheme cluster is.
public struct WidthPolicy: Hashable, Sendable {
    /// East Asian Ambiguous characters (Greek, Cyrillic, box drawing in CJK fonts...) take two columns.
    public var ambiguousIsWide: Bool

    /// Creates a policy; ambiguous width is narrow by default, as in most terminals.
    public init(ambiguousIsWide: Bool = false) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// Narrow ambiguous characters.
    public static let standard = WidthPolicy()
}
