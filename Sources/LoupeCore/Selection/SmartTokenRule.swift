import Foundation

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
    private let compiled: CompiledPattern

    /// The compiled expression (nil only for a built-in pattern that failed to compile, which a test rules out).
    var regex: Regex<AnyRegexOutput>? { compiled.regex }

    /// Compiles a rule; throws `SmartTokenRuleError` when the pattern is not a valid expression.
    public init(name: String, pattern: String, group: Int = 0, precedence: Int = 0) throws {
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(pattern)
        } catch {
            throw SmartTokenRuleError.invalidPattern(name: name, pattern: pattern, reason: "\(error)")
        }
        self.init(name: name, pattern: pattern, group: group, precedence: precedence, compiled: CompiledPattern(pattern, regex: regex))
    }

    /// A rule whose pattern is compiled on first use: the built-in rules, so that making
    /// settings (on the way to the first screen) does not compile six expressions (about 1.5 ms).
    init(builtIn name: String, pattern: String, group: Int, precedence: Int) {
        self.init(name: name, pattern: pattern, group: group, precedence: precedence, compiled: CompiledPattern(pattern))
    }

    private init(name: String, pattern: String, group: Int, precedence: Int, compiled: CompiledPattern) {
        self.name = name
        self.pattern = pattern
        self.group = max(0, group)
        self.precedence = precedence
        self.compiled = compiled
    }
}

/// A regular expression compiled once, on first use, from any thread.
final class CompiledPattern: @unchecked Sendable {
    private let pattern: String
    private let lock = NSLock()
    private var compiled: Regex<AnyRegexOutput>??

    init(_ pattern: String, regex: Regex<AnyRegexOutput>? = nil) {
        self.pattern = pattern
        compiled = regex.map { .some($0) }
    }

    /// The expression, or nil when the pattern does not compile.
    var regex: Regex<AnyRegexOutput>? {
        lock.lock()
        defer { lock.unlock() }
        if let compiled { return compiled }
        let made = try? Regex(pattern)
        compiled = .some(made)
        return made
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
