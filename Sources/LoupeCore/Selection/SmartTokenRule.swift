/// A rule that recognises a token to select whole on double click (in the
/// spirit of iTerm2's Smart Selection): a regular expression and a precedence.
///
/// Rules are data: build your own with `init(name:pattern:group:precedence:)`
/// and add them to `SelectionConfig.smartTokenRules`. When several rules match
/// around the clicked cell, the one with the highest precedence wins, then the
/// longest match.
public struct SmartTokenRule: @unchecked Sendable {
    /// A short name ("url", "path"...), for people and tests.
    public let name: String
    /// The regular expression source (Swift `Regex` syntax).
    public let pattern: String
    /// The capture group that is the token (0: the whole match). Patterns use a
    /// leading guard group instead of look-behind, and select the token with this.
    public let group: Int
    /// Higher wins when rules overlap.
    public let precedence: Int
    let regex: Regex<AnyRegexOutput>

    /// Compiles a rule; throws `SmartTokenRuleError` when the pattern is not a valid expression.
    public init(name: String, pattern: String, group: Int = 0, precedence: Int = 0) throws {
        self.name = name
        self.pattern = pattern
        self.group = max(0, group)
        self.precedence = precedence
        do {
            self.regex = try Regex(pattern)
        } catch {
            throw SmartTokenRuleError.invalidPattern(name: name, pattern: pattern, reason: "\(error)")
        }
    }
}

/// Why a smart token rule could not be made.
public enum SmartTokenRuleError: Error, Hashable, CustomStringConvertible {
    /// The regular expression does not compile.
    case invalidPattern(name: String, pattern: String, reason: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case let .invalidPattern(name, pattern, reason):
            return "smart token rule '\(name)': the pattern \(pattern) is not a valid regular expression (\(reason))"
        }
    }
}
