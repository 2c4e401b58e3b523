import Testing
@testable import LoupeCore

@Suite struct SmartTokenTests {
    /// Double-clicks the first cell of `needle` plus `into` cells in a one-line document.
    func doubleClick(_ text: String, on needle: String, into: Int = 1, config: SelectionConfig = SelectionConfig()) -> String {
        var f = SelectionFixture(text, width: 200, config: config)
        let prefix = text.range(of: needle).map { text[..<$0.lowerBound] } ?? ""
        let column = prefix.count + into
        f.click(column, 0, count: 2)
        return f.text
    }

    @Test func urlsWithoutTrailingPunctuation() {
        #expect(doubleClick("see https://example.com/a?b=1&c=2, ok", on: "example", into: 3) == "https://example.com/a?b=1&c=2")
        #expect(doubleClick("(ftp://files.example.org/x).", on: "ftp") == "ftp://files.example.org/x")
    }

    @Test func absoluteAndRelativePaths() {
        #expect(doubleClick("edit /usr/local/bin/tool. Then", on: "local") == "/usr/local/bin/tool")
        #expect(doubleClick("at src/main.swift:12:5: error", on: "main") == "src/main.swift:12:5")
        #expect(doubleClick("cd ../lib/x and", on: "lib") == "../lib/x")
        #expect(doubleClick("open ~/notes/today.md now", on: "today") == "~/notes/today.md")
    }

    @Test func emailAddresses() {
        #expect(doubleClick("mail john.doe+tag@mail.example.org now", on: "doe") == "john.doe+tag@mail.example.org")
    }

    @Test func ipAddresses() {
        #expect(doubleClick("host 192.168.1.20:8080 up", on: "168") == "192.168.1.20:8080")
        #expect(doubleClick("gw 10.0.0.1.", on: "10") == "10.0.0.1")
        #expect(doubleClick("addr fe80::1ff:fe23:4567:890a done", on: "fe23") == "fe80::1ff:fe23:4567:890a")
        #expect(doubleClick("v6 2001:db8::1 ok", on: "db8") == "2001:db8::1")
        // A time is not an IPv6 address: the word rule applies.
        #expect(doubleClick("at 12:30:45 ok", on: "30") == "30")
    }

    @Test func hexHashesOfSevenOrMoreDigits() {
        #expect(doubleClick("commit 3f2a9c1d0e is", on: "3f2a") == "3f2a9c1d0e")
        // Six digits is not a hash; the plain word rule still gives the word.
        #expect(doubleClick("x abc12-ef y", on: "abc12") == "abc12-ef")
    }

    @Test func rulesAreDataAndCanBeExtended() throws {
        var config = SelectionConfig()
        config.smartTokenRules.append(try SmartTokenRule(name: "quoted", pattern: #""([^"]+)""#, group: 1, precedence: 60))
        #expect(doubleClick("say \"hello big world\" now", on: "big", config: config) == "hello big world")
        #expect(doubleClick("say \"hello big world\" now", on: "big") == "big")
        // Without rules a URL falls back to words (':' is not a word character).
        config.smartTokenRules = []
        #expect(doubleClick("see https://example.com/a now", on: "example", config: config) == "//example.com/a")
    }

    @Test func theDefaultRulesAllCompileAndABadPatternSaysWhy() {
        #expect(SmartTokenRule.defaults.count == SmartTokenRule.defaultSources.count)
        // The built-in rules compile on first use: each must compile.
        for rule in SmartTokenRule.defaults {
            #expect(rule.regex != nil, "\(rule.name)")
        }
        #expect(throws: SmartTokenRuleError.self) { try SmartTokenRule(name: "broken", pattern: "([a-z") }
        do {
            _ = try SmartTokenRule(name: "broken", pattern: "([a-z")
        } catch {
            #expect("\(error)".contains("broken"))
        }
    }
}
