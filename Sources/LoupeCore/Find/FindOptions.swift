/// How a find query matches: case, whole words, regular expression.
public struct FindOptions: Hashable, Sendable {
    /// How letter case is compared.
    public enum CaseMode: String, Hashable, Sendable, CaseIterable {
        /// Case-insensitive unless the query has a capital letter (as `less -i` and ripgrep's `-S`).
        case smart
        /// Upper and lower case differ.
        case sensitive
        /// Upper and lower case are the same.
        case insensitive

        /// The next mode in the cycle smart, sensitive, insensitive (what ctrl+r steps through).
        public var next: CaseMode {
            switch self {
            case .smart: return .sensitive
            case .sensitive: return .insensitive
            case .insensitive: return .smart
            }
        }
    }

    /// How letter case is compared.
    public var caseMode: CaseMode
    /// Only matches that start and end at word boundaries.
    public var wholeWord: Bool
    /// The query is a regular expression (Swift `Regex` syntax).
    public var regularExpression: Bool

    /// Options; by default smart case, any position, literal text.
    public init(caseMode: CaseMode = .smart, wholeWord: Bool = false, regularExpression: Bool = false) {
        self.caseMode = caseMode
        self.wholeWord = wholeWord
        self.regularExpression = regularExpression
    }

    /// Whether a query is compared ignoring case under these options.
    public func ignoresCase(for query: String) -> Bool {
        switch caseMode {
        case .sensitive: return false
        case .insensitive: return true
        case .smart: return !query.unicodeScalars.contains { $0.properties.isUppercase }
        }
    }
}
