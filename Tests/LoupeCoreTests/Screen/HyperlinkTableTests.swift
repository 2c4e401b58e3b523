import Testing
import LoupeCore

@Suite struct HyperlinkTableTests {
    @Test func idsAreStableOneBasedAndTheIndexFollowsTheList() {
        var table = HyperlinkTable()
        #expect(table.id(for: "a") == 1 && table.id(for: "b") == 2 && table.id(for: "a") == 1)
        #expect(table.target(for: 2) == "b" && table.target(for: 0) == nil && table.target(for: 3) == nil)
        var decoded = HyperlinkTable(targets: ["x", "y", "x"])
        #expect(decoded.id(for: "x") == 1, "a target listed twice keeps its first id")
        #expect(decoded.id(for: "z") == 4)
        #expect(HyperlinkTable(targets: ["a", "b"]) == table, "equal lists are equal tables")
    }

    @Test func theTableIsFullAt65535Targets() {
        var table = HyperlinkTable()
        for i in 0..<Int(UInt16.max) { _ = table.id(for: "http://e/\(i)") }
        #expect(table.id(for: "http://e/65534") == UInt16.max)
        #expect(table.id(for: "one more") == 0)
    }
}
