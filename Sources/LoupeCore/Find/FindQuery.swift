/// What the user looks for: the text typed in the find bar and its options.
public struct FindQuery: Hashable, Sendable {
    /// The text (or pattern) typed.
    public var text: String
    /// Case, whole word, regular expression.
    public var options: FindOptions

    /// A query.
    public init(_ text: String, options: FindOptions = FindOptions()) {
        self.text = text
        self.options = options
    }

    /// The matcher for this query, or why there is none (an empty query, a bad pattern).
    public func compile() -> Result<FindMatcher, FindQueryError> {
        guard !text.isEmpty else { return .failure(.empty) }
        return FindMatcher.make(self)
    }
}

/// Why a query cannot be searched for.
public enum FindQueryError: Error, Hashable, Sendable {
    /// Nothing typed yet.
    case empty
    /// The regular expression does not parse; the message says where and why.
    case badPattern(String)

    /// A line for the find bar.
    public var message: String {
        switch self {
        case .empty: return ""
        case let .badPattern(why): return "bad pattern: \(why)"
        }
    }
}
