import LoupeCore
import LoupePager
import LoupeTesting
import SnapshotTesting
import Testing

/// The link preview as snapshot text: the bubble hugging one row, two rows that overlap (one
/// merged stair-stepped outline), two rows that do not (two bubbles), wide characters, links at
/// the screen's edges; the expansion at its start, middle and end, and the dismissal.
@Suite struct LinkPreviewSnapshotTests {
    static func driver(_ text: String, columns: Int = 40, rows: Int = 10) -> PagerDriver {
        PagerDriver(text, size: GridSize(columns: columns, rows: rows), magnifier: false)
    }

    /// Focuses the first link, previews it, waits `ms`, and gives the screen with the overlays.
    static func preview(_ f: inout PagerDriver, wait ms: Double = 0) -> CellBuffer {
        f.key(.tab)
        f.key(.enter)
        if ms > 0 { f.wait(ms) }
        return screen(f)
    }

    static func screen(_ f: PagerDriver) -> CellBuffer {
        var frame = f.model.baseFrame()
        for overlay in f.model.overlays() { frame.draw(overlay) }
        return frame
    }

    @Test func oneRow() {
        var f = Self.driver("some text\nsee https://example.com/one here\nmore text under it")
        assertSnapshot(of: Self.preview(&f), as: .cells)
    }

    @Test func twoRowsOverlappingMerge() {
        var f = Self.driver("text above the link, it is long enough\nwords words https://example.com/a/long/path/that/wraps here\nbelow")
        assertSnapshot(of: Self.preview(&f), as: .cells)
    }

    @Test func twoRowsNotOverlappingMakeTwoBubbles() {
        var f = Self.driver("text above the link, it is long enough\nwords words words words words https://e.org/abcdef here\nbelow")
        assertSnapshot(of: Self.preview(&f), as: .cells)
    }

    @Test func wideCharacters() {
        var f = Self.driver("上の行\n漢字 /tmp/漢字の本.txt 漢字\n下の行")
        assertSnapshot(of: Self.preview(&f), as: .cells)
    }

    @Test func atTheTopLeftEdge() {
        var f = Self.driver("https://example.com/top starts here\nsecond line")
        assertSnapshot(of: Self.preview(&f), as: .cells)
    }

    @Test func atTheRightEdgeOfTheLastRow() {
        var f = Self.driver((1...8).map { "line \($0)" }.joined(separator: "\n") + "\nat the end of it, all: https://x.org/rig", rows: 10)
        assertSnapshot(of: Self.preview(&f), as: .cells)
    }

    @Test func expansionStartMiddleEndAndDismissal() {
        var f = Self.driver("some text\nsee https://example.com/one here\nmore text under it", rows: 12)
        assertSnapshot(of: Self.preview(&f), as: .cells, named: "start")
        f.wait(60)
        assertSnapshot(of: Self.screen(f), as: .cells, named: "middle")
        f.wait(300)
        assertSnapshot(of: Self.screen(f), as: .cells, named: "end")
        f.key(.escape)
        f.wait(80)
        assertSnapshot(of: Self.screen(f), as: .cells, named: "dismissing")
        f.wait(300)
        assertSnapshot(of: Self.screen(f), as: .cells, named: "dismissed")
    }
}
