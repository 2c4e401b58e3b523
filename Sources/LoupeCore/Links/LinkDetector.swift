/// Finds links in one logical line of text with its rules (compiled once, when the rules were
/// made): each match is trimmed of trailing punctuation and unbalanced closing brackets, checked
/// (`LinkTarget`'s rules for URLs, addresses and paths; a hash must mix letters and digits), and
/// an earlier rule wins where matches overlap.
public struct LinkDetector: Sendable {
    /// The rules, in order of precedence.
    public let rules: [LinkRule]

    /// A detector with these rules.
    public init(rules: [LinkRule] = LinkRule.defaults) { self.rules = rules }

    /// The built-in detector.
    public static let standard = LinkDetector()

    /// One link found in a text: its characters (offsets into the text's `Character`s), what it
    /// opens, and the rule's kind.
    public struct Match: Hashable, Sendable {
        /// Character offsets of the link's text.
        public var range: Range<Int>
        /// What an opener gets.
        public var target: String
        /// The kind of the rule that found it.
        public var kind: LinkRule.Kind
    }

    /// The links in `text`, in order, not overlapping.
    public func matches(in text: String) -> [Match] {
        guard text.contains(where: { $0 == "/" || $0 == ":" || $0 == "@" || $0.isHexDigit }) else { return [] }
        var taken: [Match] = []
        for rule in rules {
            guard let regex = rule.compiled.regex else { continue }
            for found in text.matches(of: regex) {
                let lower = text.distance(from: text.startIndex, to: found.range.lowerBound)
                let raw = text[found.range]
                // A match glued to a word character on its left is part of a longer word.
                if found.range.lowerBound > text.startIndex, rule.kind != .url,
                   let before = text[..<found.range.lowerBound].last, before.isLetter || before.isNumber || before == "/" { continue }
                let token = LinkTarget.trimTrailingPunctuation(raw)
                guard !token.isEmpty, let target = Self.target(String(token), kind: rule.kind) else { continue }
                let range = lower..<(lower + token.count)
                guard !taken.contains(where: { $0.range.overlaps(range) }) else { continue }
                taken.append(Match(range: range, target: target, kind: rule.kind))
            }
        }
        return taken.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// What a checked candidate opens, or nil when it is not a link after all.
    static func target(_ token: String, kind: LinkRule.Kind) -> String? {
        switch kind {
        case .url:
            return token.contains(":") && token.count > token.prefix(while: { $0 != ":" }).count + 3 ? token : nil
        case .email:
            return LinkTarget.isAddress(Substring(token)) ? "mailto:" + token : nil
        case .path:
            return LinkTarget.path(Substring(token)).map { _ in token }
        case .commit:
            return token.contains(where: \.isNumber) && token.contains(where: \.isLetter) ? token : nil
        }
    }
}
