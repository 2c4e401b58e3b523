@testable import LoupeCore
import Testing

@Suite("Find matcher")
struct FindMatcherTests {
    static func cells(_ text: String) -> [Cell] { TextImporter().importText(Array(text.utf8)).lines.first ?? [] }

    static func matcher(_ q: String, _ options: FindOptions = FindOptions()) -> FindMatcher {
        switch FindQuery(q, options: options).compile() {
        case let .success(m): return m
        case let .failure(e): Issue.record("\(e)"); return FindMatcher.make(FindQuery("x")).get()
        }
    }

    @Test("smart case: lower case ignores case, a capital makes it exact")
    func smartCase() {
        let line = Self.cells("Error error ERROR")
        #expect(Self.matcher("error").matches(in: line) == [0..<5, 6..<11, 12..<17])
        #expect(Self.matcher("Error").matches(in: line) == [0..<5])
        #expect(Self.matcher("Error", FindOptions(caseMode: .insensitive)).matches(in: line).count == 3)
        #expect(Self.matcher("error", FindOptions(caseMode: .sensitive)).matches(in: line) == [6..<11])
        #expect(Self.matcher("straße").matches(in: Self.cells("STRASSE Straße")) == [8..<14], "folding is per character")
    }

    @Test("whole word, and matches never overlap")
    func wholeWord() {
        let line = Self.cells("cat concat cat_x cat.")
        #expect(Self.matcher("cat", FindOptions(wholeWord: true)).matches(in: line) == [0..<3, 17..<20])
        #expect(Self.matcher("aa").matches(in: Self.cells("aaaaa")) == [0..<2, 2..<4])
    }

    @Test("matches map to cells: wide characters, tabs as tabs, clusters whole")
    func cellsOfMatches() {
        #expect(Self.matcher("本語").matches(in: Self.cells("日本語です")) == [2..<6])
        #expect(Self.matcher("a\tb").matches(in: Self.cells("xa\tb")) == [1..<9], "the tab fills cells 2-7")
        #expect(Self.matcher("e").matches(in: Self.cells("cafe\u{301} e")).count == 1, "é is not e")
        #expect(Self.matcher("👍🏽").matches(in: Self.cells("ok 👍🏽!")) == [3..<5])
    }

    @Test("regular expressions: options, empty matches skipped, a bad pattern is an error")
    func regex() {
        let line = Self.cells("GET /api/users/17 200 GET /health 500")
        #expect(Self.matcher(#"\d{3}"#, FindOptions(regularExpression: true)).matches(in: line) == [18..<21, 34..<37])
        #expect(Self.matcher("get", FindOptions(regularExpression: true)).matches(in: line).count == 2, "smart case")
        #expect(Self.matcher("x*", FindOptions(regularExpression: true)).matches(in: line).isEmpty)
        #expect(Self.matcher("api|health", FindOptions(wholeWord: true, regularExpression: true)).matches(in: line) == [5..<8, 27..<33])
        guard case let .failure(.badPattern(message)) = FindQuery("(unclosed", options: FindOptions(regularExpression: true)).compile() else {
            Issue.record("a bad pattern compiled"); return
        }
        #expect(!message.isEmpty && !message.contains("\n"))
        guard case .failure(.empty) = FindQuery("").compile() else { Issue.record("an empty query compiled"); return }
    }

    @Test("the byte prefilter is offered only where bytes can decide")
    func literalBytes() {
        #expect(Self.matcher("orders").literalBytes == Array("orders".utf8))
        #expect(Self.matcher("Größe").literalBytes == Array("Größe".utf8), "exact case: any UTF-8")
        #expect(Self.matcher("größe").literalBytes == nil, "folding non-ASCII needs the decoded text")
        #expect(Self.matcher("a.b", FindOptions(regularExpression: true)).literalBytes == nil)
        #expect(Self.matcher("a\tb").literalBytes == nil)
        #expect(Self.matcher("orders").requiredBytes == Array("orders".utf8), "a literal requires itself")
        #expect(Self.matcher("err.*timeout", FindOptions(regularExpression: true)).requiredBytes == Array("timeout".utf8))
        #expect(Self.matcher("a|b", FindOptions(regularExpression: true)).requiredBytes == nil)
    }
}

extension Result where Failure == FindQueryError {
    func get() -> Success { switch self { case let .success(v): return v; case .failure: fatalError("unreachable in tests") } }
}
