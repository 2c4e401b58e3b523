import LoupeCore

/// A smart-selection rule of the configuration file (`[[selection.rules]]`): a double-click on
/// text its regular expression matches selects the whole match (or its `group`), as the
/// built-in rules do for URLs, addresses, paths and hashes. Checked (compiled) when the file is read.
///
/// ```toml
/// [[selection.rules]]
/// name = "ticket"
/// pattern = '(?:^|\W)([A-Z]{2,}-[0-9]+)(?!\w)'
/// group = 1
/// ```
public struct ConfigSmartRule: Hashable, Sendable {
    /// A short name, for messages.
    public var name: String
    /// The expression (Swift `Regex` syntax).
    public var pattern: String
    /// The capture group that is the token (0: the whole match; a group the pattern lacks matches nothing).
    public var group: Int
    /// Higher wins where rules overlap; the built-in rules go from 10 (hashes) to 50 (URLs).
    public var precedence: Int

    /// The precedence of a rule that does not give one: above every built-in rule.
    public static let defaultPrecedence = 100

    /// A rule.
    public init(name: String, pattern: String, group: Int = 0, precedence: Int = ConfigSmartRule.defaultPrecedence) {
        self.name = name
        self.pattern = pattern
        self.group = group
        self.precedence = precedence
    }

    /// The selection engine's rule (nil only if the pattern does not compile, which reading the file rules out).
    public var rule: SmartTokenRule? {
        try? SmartTokenRule(name: name, pattern: pattern, group: group, precedence: precedence)
    }
}
