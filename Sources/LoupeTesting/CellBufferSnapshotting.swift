import LoupeCore
import SnapshotTesting

extension Snapshotting where Value == CellBuffer, Format == String {
    /// A cell buffer in Loupe's full snapshot text format (`SnapshotTextFormat.encode`):
    /// the rows between `│` frames, wide characters, soft wraps, the cursor,
    /// hyperlinks and every style run. Stored as a `.txt` file and diffed by line.
    ///
    /// ```swift
    /// import LoupeTesting
    /// import SnapshotTesting
    /// import Testing
    ///
    /// @Test func loupeOverText() {
    ///     let frame: CellBuffer = ...   // composed with Compositor
    ///     assertSnapshot(of: frame, as: .cells)
    /// }
    /// ```
    public static var cells: Snapshotting {
        Snapshotting<String, String>.lines.pullback { SnapshotTextFormat.encode($0) }
    }

    /// A cell buffer's rows only, as shown (`CellBuffer.plainText`): no styles,
    /// no frame, trailing spaces kept. For tests that care about glyphs, not colours.
    public static var plainText: Snapshotting {
        Snapshotting<String, String>.lines.pullback { $0.plainText + "\n" }
    }
}
