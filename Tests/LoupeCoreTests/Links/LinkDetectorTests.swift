@testable import LoupeCore
import Testing

@Suite struct LinkDetectorTests {
    func found(_ text: String) -> [String] { LinkDetector.standard.matches(in: text).map(\.target) }

    @Test func builtInRulesCompile() {
        #expect(LinkRule.defaults.count == LinkRule.defaultSources.count)
        for rule in LinkRule.defaults {
            #expect(rule.compiled.regex != nil, "\(rule.name)")
        }
    }

    @Test func urlsLoseTrailingPunctuationAndUnbalancedBrackets() {
        #expect(found("see https://example.com/a.") == ["https://example.com/a"])
        #expect(found("(https://example.com/a_(b))") == ["https://example.com/a_(b)"])
        #expect(found("<https://x.org/y>, then") == ["https://x.org/y"])
        #expect(found("javascript:alert(1)") == [], "no // and not mailto: no link")
    }

    @Test func addressesPathsLinesAndHashes() {
        #expect(found("mail me@example.org!") == ["mailto:me@example.org"])
        #expect(found("at Sources/main.swift:42:7: error") == ["Sources/main.swift:42:7"])
        #expect(found("open /etc/hosts now") == ["/etc/hosts"])
        #expect(found("commit 3f2a9c1 fixed it") == ["3f2a9c1"])
        #expect(found("a deadbeef word and 1234567") == [], "a hash mixes letters and digits")
    }

    @Test func rangesAreCharacterOffsets() {
        let m = LinkDetector.standard.matches(in: "漢字 https://x.org")
        #expect(m.first?.range == 3..<16)
    }

    @Test func customRulesAreData() throws {
        let ticket = try LinkRule(name: "ticket", kind: .url, pattern: #"https://t\.example/[0-9]+"#)
        #expect(LinkDetector(rules: [ticket]).matches(in: "https://t.example/12 /etc/x").map(\.target) == ["https://t.example/12"])
        #expect(throws: (any Error).self) { try LinkRule(name: "bad", kind: .url, pattern: "(") }
    }
}
