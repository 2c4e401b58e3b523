import LoupeCore
import LoupePager
import LoupeTesting
import SnapshotTesting
import Testing

/// The lens over the keyboard caret, as snapshot text: the caret's line enlarged with the caret
/// bar drawn (before the character under the caret; after the end of a forward selection), above
/// the caret or below it near the top; the terminal's cursor (the header's `cursor=`) on the caret.
@Suite struct CaretLensSnapshotTests {
    static let text = (1...12).map { "line\($0 < 10 ? "0" : "")\($0) alpha bravo charlie" }.joined(separator: "\n")

    /// The screen after `keys` in caret mode, the lens at rest.
    static func screen(_ keys: String) throws -> CellBuffer {
        var f = PagerDriver(text, size: GridSize(columns: 40, rows: 12))
        f.key(.character("c"))
        for key in keys { f.key(.character(key)) }
        f.wait(300)
        return try #require(f.screen)
    }

    @Test func theLensAboveTheCaretShowsItsSelectionAndTheBarAfterIt() throws {
        assertSnapshot(of: try Self.screen("jjjjjjjwwve"), as: .cells)
    }

    @Test func nearTheTopTheLensIsBelowTheCaretAndTheBarBeforeItsCharacter() throws {
        assertSnapshot(of: try Self.screen("ww"), as: .cells)
    }
}
