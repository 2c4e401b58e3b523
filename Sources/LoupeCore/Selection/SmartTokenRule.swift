/// A rule that recognises a token to select whole on double click (in the
/// spirit of iTerm2's Smart Selection): a regular expression and a precedence.
///
/// Rules are data: build your own with `init(name:pattern:group:precedence:)`
/// and add them to `SelectionConfig.smartTokenRules`. When several rules match
/// around the clicked cell, the one with the highest precedence wins, then the
/// longest match.
public struct SmartTokenRule: Sendable, Equatable {
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

    /// Rules are equal when they match the same way (name, pattern, group and precedence).
    public static func == (a: SmartTokenRule, b: SmartTokenRule) -> Bool {
        a.name == b.name && a.pattern == b.pattern && a.group == b.group && a.precedence == b.precedence
    }

    /// Compiles a rule; throws `SmartTokenRuleError` when the pattern is not a valid expression.
    public init(name: String, pattern: String, group: Int = 0, precedence: Int = 0) throws {
        self.init(name: name, pattern: pattern, group: group, precedence: precedence, compiled: try .compile(pattern, rule: name))
    }

    /// A rule whose pattern is compiled on first use: the built-in rules, so that making
    /// settings (on the way to the first screen) does not compile six expressions (about 1.5 ms).
    init(builtIn index: Int, name: String, pattern: String, group: Int, precedence: Int) {
        self.init(name: name, pattern: pattern, group: group, precedence: precedence, compiled: .builtIn(index))
    }

    private init(name: String, pattern: String, group: Int, precedence: Int, compiled: CompiledPattern) {
        self.name = name
        self.pattern = pattern
        self.group = max(0, group)
        self.precedence = precedence
        self.compiled = compiled
    }
}

/// A rule's compiled expression: compiled when the rule was made, or a built-in one that is
/// compiled on first use (all built-ins of its table together, once, from any thread).
// @unchecked: `Regex` is an immutable value (its lazily lowered program is published
// atomically by the standard library), so sharing it between threads is safe.
enum CompiledPattern: @unchecked Sendable {
    /// Compiled when the rule was made. Boxed (`indirect`), so this type's layout, and that of
    /// every type holding it (rules, detectors, menu items), is known when the program is built:
    /// the other module's `Regex` made the runtime work each one out on first use (0.1 ms of the
    /// first screen, the menu's items reaching it through `UserDetector`).
    indirect case ready(Regex<AnyRegexOutput>)
    /// The built-in smart token rule at this index of `SmartTokenRule.defaultSources`.
    case builtIn(Int)
    /// The built-in link rule at this index of `LinkRule.defaultSources`.
    case builtInLink(Int)

    /// A rule's pattern compiled now; throws `SmartTokenRuleError.invalidPattern` naming the rule
    /// when it is not a valid expression (smart tokens, link rules, user detectors).
    static func compile(_ pattern: String, rule name: String) throws -> CompiledPattern {
        do {
            return .ready(try Regex(pattern))
        } catch {
            throw SmartTokenRuleError.invalidPattern(name: name, pattern: pattern, reason: "\(error)")
        }
    }

    /// The expression, or nil when the pattern does not compile.
    var regex: Regex<AnyRegexOutput>? {
        switch self {
        case let .ready(regex): return regex
        case let .builtIn(index): return BuiltInPatterns.regex(index, in: BuiltInPatterns.smartTokens)
        case let .builtInLink(index): return BuiltInPatterns.regex(index, in: BuiltInPatterns.links)
        }
    }
}

/// The built-in rules' expressions, compiled on first use, so that making settings (on the way
/// to the first screen) compiles none of them: a global `static let` is initialised once,
/// thread-safely, by the runtime (no lock, no Foundation).
enum BuiltInPatterns {
    /// One per `SmartTokenRule.defaultSources` entry, in order; nil where a pattern fails (a test rules that out).
    static let smartTokens: [OptionalRegex] = SmartTokenRule.defaultSources.map { OptionalRegex(regex: try? Regex($0.pattern)) }
    /// One per `LinkRule.defaultSources` entry, in order; nil where a pattern fails (a test rules that out).
    static let links: [OptionalRegex] = LinkRule.defaultSources.map { OptionalRegex(regex: try? Regex($0.pattern)) }

    /// The expression at `index` of a table, if there is one.
    static func regex(_ index: Int, in table: [OptionalRegex]) -> Regex<AnyRegexOutput>? {
        table.indices.contains(index) ? table[index].regex : nil
    }

    /// A compiled expression that may be missing.
    // @unchecked: see `CompiledPattern`.
    struct OptionalRegex: @unchecked Sendable {
        var regex: Regex<AnyRegexOutput>?
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
