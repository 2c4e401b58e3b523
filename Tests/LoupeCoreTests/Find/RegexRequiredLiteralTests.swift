@testable import LoupeCore
import Testing

/// `RegexRequiredLiteral`: the run every match contains, read cautiously from a pattern.
@Suite("A regular expression's required literal")
struct RegexRequiredLiteralTests {
    static func longest(_ pattern: String) -> String? {
        RegexRequiredLiteral.longest(in: pattern).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("the longest run at the top level: quantified characters, groups, classes, anchors and escapes end runs")
    func runs() {
        #expect(Self.longest("needle") == "needle")
        #expect(Self.longest("err.*timeout") == "timeout")
        #expect(Self.longest("^ERROR [0-9]+ worker") == " worker")
        #expect(Self.longest("colou?r") == "colo")
        #expect(Self.longest("ab+c") == "a")
        #expect(Self.longest("GET /api/items/\\d+/detail") == "GET /api/items/")
        #expect(Self.longest("a\\.b\\(c") == "a.b(c")
        #expect(Self.longest("(foo|bar)baz") == "baz")
        #expect(Self.longest("x{2,3}yz") == "yz")
        #expect(Self.longest("\\bword\\b") == "word")
        #expect(Self.longest("[[:alpha:]]+ing") == "ing")
        #expect(Self.longest("日本語abc") == "abc")
        #expect(Self.longest("a*?bc") == "bc")
        #expect(Self.longest("([)]|x)abc") == "abc", "a class's brackets inside a group are its own")
    }

    @Test("nothing when unsure or when there is no run: alternation, inline options, escapes that read on, odd brackets")
    func nothing() {
        for pattern in ["foo|bar", "(?i)abc", "(?x) a b", "\\x41bc", "\\u{42}cd", "\\Qa.b\\E", "\\p{L}abc", "(a)\\1bc",
                        "[]a]bc", "[^]a]bc", "ab{x}", "abc)", "a]bc", "\\", ".*", "[ab]", "", "\\d+", "x?"] {
            #expect(Self.longest(pattern) == nil, "\(pattern)")
        }
    }

    @Test("every line a random pattern matches holds its required literal (case folded when the match ignores case)")
    func everyMatchHoldsIt() throws {
        var rng = SystemRandomNumberGenerator()
        let tokens = ["a", "b", "c", "ab", "x", ".", "\\.", "\\d", "\\w", "\\s", "\\b", "*", "+", "?", "{2}", "{1,3}", "{,2}",
                      "[ab]", "[^a]", "[a-c]", "[[:digit:]]", "(a|b)", "(ab)+", "(?:c)", "|", "^", "$", " ", "-", "\\-", "1",
                      "A", "*?", "[.]", "\\(", "(", ")", "]", "}", "{", "[)]", "[(]"]
        let pieces = ["a", "b", "c", "A", "B", "x", ".", "1", " ", "-", "(", "ab", "abc", "é"]
        var checked = 0
        for _ in 0..<1500 {
            let pattern = (0..<Int.random(in: 1...7, using: &rng)).map { _ in tokens.randomElement(using: &rng) ?? "a" }.joined()
            guard let literal = RegexRequiredLiteral.longest(in: pattern), var regex = try? Regex(pattern) else { continue }
            let fold = Bool.random(using: &rng)
            if fold { regex = regex.ignoresCase() }
            let needle = fold ? String(decoding: literal, as: UTF8.self).lowercased() : String(decoding: literal, as: UTF8.self)
            for _ in 0..<30 {
                let line = (0..<Int.random(in: 0...10, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "a" }.joined()
                guard line.firstMatch(of: regex) != nil else { continue }
                checked += 1
                let haystack = fold ? line.lowercased() : line
                #expect(haystack.utf8.count >= needle.utf8.count && Array(haystack.utf8).indices.contains { i in
                    Array(haystack.utf8)[i...].starts(with: needle.utf8)
                }, "\(pattern) matched \(line.debugDescription) without \(needle.debugDescription)")
            }
        }
        #expect(checked > 500)
    }
}
