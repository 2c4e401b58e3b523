import LoupeCore
import LoupePager
import LoupeTesting
import SnapshotTesting
import Testing

/// Find decorations as snapshot text: every match in the found style, the current one
/// highlighted, a match that wraps decorated on both rows, the selection above them; in each
/// colour mode.
@Suite struct FindSnapshotTests {
    static let text = """
        The quick brown fox jumps over the lazy dog; the fox
        naps. A fox-trot is not a fox.
        foxes and more foxes
        """

    static func finding(_ query: String, mode: ColorMode, select: Bool = false) -> CellBuffer {
        var f = PagerDriver(text, size: GridSize(columns: 30, rows: 8), magnifier: false)
        var settings = f.model.settings
        settings.loupe.colorMode = mode
        f.model.update(settings: settings)
        f.key(.character("/"))
        for c in query { f.key(.character(c)) }
        f.key(.enter)
        f.key(.character("n"))
        if select {
            f.mouse(.press, 0, 2)
            f.mouse(.drag, 8, 2)
            f.mouse(.release, 8, 2)
        }
        return f.model.baseFrame()
    }

    @Test(arguments: [ColorMode.truecolor, .palette256, .palette8, .monochrome])
    func decorations(_ mode: ColorMode) {
        assertSnapshot(of: Self.finding("fox", mode: mode), as: .cells, named: mode.rawValue)
    }

    @Test func theSelectionIsDrawnAboveTheDecorations() {
        assertSnapshot(of: Self.finding("fox", mode: .palette256, select: true), as: .cells)
    }
}
