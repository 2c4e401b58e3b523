/// Finds a query's matches in a line of cells: whole grapheme clusters, tabs as tabs, never
/// across lines. Made by `FindQuery.compile()`; immutable, so a search thread may share it.
public struct FindMatcher: Sendable {
    /// The query it was made for.
    public let query: FindQuery
    /// Whether letter case is ignored (smart case resolved).
    public let ignoresCase: Bool
    private let needle: [Character]
    // Regex is a value type whose storage is never mutated after it is built.
    private nonisolated(unsafe) let regex: Regex<AnyRegexOutput>?

    /// The query's UTF-8 bytes when a line's raw bytes can be tested for it before the line is
    /// decoded: a literal, without tabs or escape sequences in it (see `FindCorpus`); with
    /// `ignoresCase` only when it is all ASCII (ASCII letters are then compared folded).
    public let literalBytes: [UInt8]?

    /// Bytes every match contains, for skipping the lines without them by their raw bytes: the
    /// literal's (`literalBytes`), or for a regular expression a run of ASCII characters its
    /// pattern requires (`RegexRequiredLiteral`); nil when there is none. Compared folded when
    /// `ignoresCase`.
    public let requiredBytes: [UInt8]?

    static func make(_ query: FindQuery) -> Result<FindMatcher, FindQueryError> {
        let ignoresCase = query.options.ignoresCase(for: query.text)
        var regex: Regex<AnyRegexOutput>?
        if query.options.regularExpression {
            do {
                var r = try Regex(query.options.wholeWord ? "\\b(?:\(query.text))\\b" : query.text)
                if ignoresCase { r = r.ignoresCase() }
                regex = r
            } catch {
                return .failure(.badPattern(Self.firstLine(of: "\(error)")))
            }
        }
        return .success(FindMatcher(query: query, ignoresCase: ignoresCase, regex: regex))
    }

    private init(query: FindQuery, ignoresCase: Bool, regex: Regex<AnyRegexOutput>?) {
        self.query = query
        self.ignoresCase = ignoresCase
        self.regex = regex
        needle = ignoresCase ? query.text.map(Self.folded) : Array(query.text)
        let bytes = Array(query.text.utf8)
        let plain = regex == nil && !bytes.contains { $0 < 0x20 || $0 == 0x7F }
        literalBytes = plain && (!ignoresCase || bytes.allSatisfy { $0 < 0x80 }) ? bytes : nil
        requiredBytes = regex == nil ? literalBytes : RegexRequiredLiteral.longest(in: query.text)
    }

    /// The cell ranges of the matches in a line, left to right, not overlapping.
    public func matches(in cells: [Cell]) -> [Range<Int>] {
        matches(in: LineText(cells))
    }

    /// The cell ranges of the matches in a line's text, left to right, not overlapping.
    public func matches(in text: LineText) -> [Range<Int>] {
        characterMatches(text.characters).map { text.cells(of: $0) }
    }

    /// How many matches a line has.
    public func count(in cells: [Cell]) -> Int {
        characterMatches(LineText(cells).characters).count
    }

    /// The character ranges of the matches.
    func characterMatches(_ characters: [Character]) -> [Range<Int>] {
        if let regex { return regexMatches(regex, characters) }
        let n = needle.count
        guard n > 0, characters.count >= n else { return [] }
        let hay = ignoresCase ? characters.map(Self.folded) : characters
        var found: [Range<Int>] = []
        var i = 0
        while i + n <= hay.count {
            if hay[i] == needle[0] && hay[i..<(i + n)].elementsEqual(needle)
                && (!query.options.wholeWord || Self.isWordBoundary(characters, i) && Self.isWordBoundary(characters, i + n)) {
                found.append(i..<(i + n))
                i += n
            } else {
                i += 1
            }
        }
        return found
    }

    private func regexMatches(_ regex: Regex<AnyRegexOutput>, _ characters: [Character]) -> [Range<Int>] {
        let string = String(characters)
        var indices = Array(string.indices)
        indices.append(string.endIndex)
        func offset(_ index: String.Index) -> Int {
            var lo = 0, hi = indices.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if indices[mid] < index { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        return string.matches(of: regex).compactMap { m in
            let r = offset(m.range.lowerBound)..<offset(m.range.upperBound)
            return r.isEmpty ? nil : r
        }
    }

    /// A character as compared without case.
    static func folded(_ c: Character) -> Character {
        if let a = c.asciiValue { return a >= 65 && a <= 90 ? Character(Unicode.Scalar(a + 32)) : c }
        let lower = c.lowercased()
        return lower.count == 1 ? Character(lower) : c
    }

    /// Whether a word starts or ends between characters `i - 1` and `i`.
    static func isWordBoundary(_ characters: [Character], _ i: Int) -> Bool {
        let before = i > 0 && isWordCharacter(characters[i - 1])
        let after = i < characters.count && isWordCharacter(characters[i])
        return !(before && after)
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
    }
}
