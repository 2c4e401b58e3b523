import LoupeCore
import Testing

@Suite struct FrameDamageTests {
    @Test func wholeRowsSpansAndAll() {
        var d = FrameDamage.none
        d.insert(3, columns: 10..<12)
        d.insert(1)
        d.insert(3, columns: 4..<6)
        #expect(d.rows == [1, 3])
        #expect(d.columns(ofRow: 3, width: 80) == 4..<12, "two spans of a row widen to one")
        #expect(d.columns(ofRow: 1, width: 80) == 0..<80, "a whole row")
        #expect(d.columns(ofRow: 2, width: 80).isEmpty, "a row not damaged")
        d.insert(3)
        #expect(d.columns(ofRow: 3, width: 80) == 0..<80, "a whole row takes over a span")
        d.insert(3, columns: 5..<6)
        #expect(d.columns(ofRow: 3, width: 80) == 0..<80, "and a span does not narrow it")
        d.insert(7, columns: 5..<5)
        #expect(d.rows == [1, 3], "an empty span damages nothing")
        d.insert(8, columns: 70..<95)
        #expect(d.columns(ofRow: 8, width: 80) == 70..<80, "clamped to the row")
        #expect(FrameDamage.all.columns(ofRow: 5, width: 80) == 0..<80)
        #expect(FrameDamage(rows: [2]) != { var s = FrameDamage.none; s.insert(2, columns: 0..<3); return s }())
    }
}
