/// A rule that finds links in plain text, as data: a name, the kind of link it finds and a
/// regular expression (Swift `Regex` syntax) whose whole match is the candidate.
///
/// A candidate then loses trailing sentence punctuation and unbalanced closing brackets
/// (`LinkTarget`'s rules). The built-in rules are compiled once, on first use (`LinkDetector.standard`).
///
/// ```swift
/// let jira = try LinkRule(name: "ticket", kind: .url, pattern: #"https://jira\.example/\S+"#)
/// let detector = LinkDetector(rules: [jira] + LinkRule.defaults)
/// ```
public struct LinkRule: Sendable, Hashable {
    /// What a rule finds.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A URL (`scheme://…`, `mailto:…`).
        case url
        /// An e-mail address.
        case email
        /// A file path, possibly with `:line[:column]`.
        case path
        /// A git commit hash (7 to 40 hexadecimal digits, at least one a letter and one a digit).
        case commit
    }

    /// A short name, for people and tests.
    public let name: String
    /// What it finds.
    public let kind: Kind
    /// The expression's source.
    public let pattern: String
    /// The compiled expression (shared by copies of the rule; see `CompiledPattern`).
    let compiled: CompiledPattern

    /// Compiles a rule; throws `SmartTokenRuleError.invalidPattern` when the pattern is not a valid expression.
    public init(name: String, kind: Kind, pattern: String) throws {
        compiled = try .compile(pattern, rule: name)
        self.name = name
        self.kind = kind
        self.pattern = pattern
    }

    /// The built-in rule at `index` of `defaultSources`, compiled on first use (a test checks
    /// that every built-in pattern compiles).
    init(builtIn index: Int) {
        let source = LinkRule.defaultSources[index]
        name = source.name
        kind = source.kind
        pattern = source.pattern
        compiled = .builtInLink(index)
    }

    /// Rules are equal when they have the same name, kind and pattern.
    public static func == (a: LinkRule, b: LinkRule) -> Bool { a.name == b.name && a.kind == b.kind && a.pattern == b.pattern }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kind)
        hasher.combine(pattern)
    }

    /// The built-in sources, in the order they are tried (an earlier rule wins an overlap).
    public static let defaultSources: [(name: String, kind: Kind, pattern: String)] = [
        ("url", .url, #"[A-Za-z][A-Za-z0-9+.\-]*://[^\s<>"'`]+"#),
        ("mailto", .url, #"mailto:[^\s<>"'`]+"#),
        ("email", .email, #"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+"#),
        ("path-line", .path, #"(?:~|\.{1,2})?/?[\w.\-]+(?:/[\w.@%+=~\-]+)*\.[\w]+:\d+(?::\d+)?"#),
        ("path", .path, #"(?:(?:~|\.{1,2})?/[\w.@%+=~\-]+(?:/[\w.@%+=~\-]+)*/?|[\w.\-]+(?:/[\w.@%+=~\-]+)+)"#),
        ("commit", .commit, #"\b[0-9a-f]{7,40}\b"#),
    ]

    /// The built-in rules, compiled once, on first use.
    public static let defaults: [LinkRule] = defaultSources.indices.map { LinkRule(builtIn: $0) }
}
