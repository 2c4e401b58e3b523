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

    /// Characters after which a link may begin inside a token (`href="…`, `(see …`, `a=…`).
    static let openers: Set<Character> = ["(", "[", "<", "{", "\"", "'", "`", "=", ","]

    /// At most this many places in one token are tried (a token of thousands of characters
    /// costs no more than this).
    static let startsPerToken = 64

    /// The links in `text`, in order, not overlapping.
    ///
    /// The rules are tried anchored, at the start of each white-space-separated token and after
    /// an opening bracket, a quote, `=` or `,` in it: the cost is linear in the text (a regular
    /// expression searched from every position of a long token would be quadratic).
    public func matches(in text: String) -> [Match] {
        guard text.contains(where: { $0 == "/" || $0 == ":" || $0 == "@" || $0.isHexDigit }) else { return [] }
        var taken: [Match] = []
        var offset = 0
        var index = text.startIndex
        var previous: Character = " "
        var startsInToken = 0
        var coveredUntil = 0
        while index < text.endIndex {
            let ch = text[index]
            defer {
                previous = ch
                index = text.index(after: index)
                offset += 1
            }
            if ch.isWhitespace { startsInToken = 0; continue }
            guard offset >= coveredUntil, previous.isWhitespace || Self.openers.contains(previous),
                  !Self.openers.contains(ch), startsInToken < Self.startsPerToken else { continue }
            startsInToken += 1
            for rule in rules {
                guard let regex = rule.compiled.regex, let found = try? regex.prefixMatch(in: text[index...]) else { continue }
                let token = LinkTarget.trimTrailingPunctuation(text[found.range])
                guard !token.isEmpty, let target = Self.target(String(token), kind: rule.kind) else { continue }
                // A hash or an address glued to more word characters is part of a longer word.
                if rule.kind == .commit || rule.kind == .email, token.endIndex < text.endIndex,
                   let after = text[token.endIndex...].first, after.isLetter || after.isNumber { continue }
                let range = offset..<(offset + token.count)
                taken.append(Match(range: range, target: target, kind: rule.kind))
                coveredUntil = range.upperBound
                break
            }
        }
        return taken
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
