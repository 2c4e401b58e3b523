import LoupeCore
import LoupePager
import LoupeTesting
import SnapshotTesting
import Testing

/// Issue 15's ghosts, frame by frame: no overlay may leave or tint cells it does not cover.
/// Each frame is what a terminal shows: the base with the overlays' panels written over it as
/// a terminal writes them (a cell written over half a wide character blanks the other half).
@Suite struct LoupeGhostSnapshotTests {
    /// Lines with wide characters at every parity, so a lens edge lands on one.
    static let text = (0..<30).map { i in
        (i % 2 == 0 ? "" : " ") + "row \(i < 10 ? "0" : "")\(i) カタカナ キーボード text words here and more words, some more text to fill"
    }.joined(separator: "\n")

    static func driver(hover: Bool, zoom: Int = 3, editMenu: Bool = true) -> PagerDriver {
        var f = PagerDriver(text, size: GridSize(columns: 90, rows: 16), hover: hover)
        var settings = f.model.settings
        settings.loupe.zoom = zoom
        settings.menu.editMenu = editMenu
        f.model.update(settings: settings)
        return f
    }

    /// What the terminal shows: the base, then each panel written over it.
    static func shown(_ f: PagerDriver) -> CellBuffer {
        var frame = f.model.baseFrame()
        for overlay in f.model.overlays() { frame.draw(overlay) }
        return frame
    }

    /// The rows where the shown frame differs from the base (ignoring the status bar).
    static func changedRows(_ f: PagerDriver) -> Set<Int> {
        let base = f.model.baseFrame(), frame = shown(f)
        return Set((0..<(base.rows - 1)).filter { r in (0..<base.columns).contains { base[$0, r] != frame[$0, r] } })
    }

    /// `--hover --zoom 4` on 90x16, the pointer from (60,14) to (30,9): the lens and its shadow
    /// leave rows 7 to 13 whole (a grey strip stayed on row 13), at every frame of the move.
    @Test func hoverMoveLeavesNoShadowBehind() {
        var f = Self.driver(hover: true, zoom: 4)
        f.mouse(.move, 60, 14, .none)
        f.wait(300)
        #expect(Self.changedRows(f) == Set(7...13), "the lens (rows 7-12) and its shadow row 13")
        f.mouse(.move, 30, 9, .none)
        var step = 0
        while step < 8 {
            assertSnapshot(of: Self.shown(f), as: .cells, named: "step\(step)")
            // One lens and its shadow: contiguous rows, at most 4 + 2 + 1 of them, no strip left apart.
            let rows = Self.changedRows(f).sorted()
            #expect(rows.count <= 7 && rows == Array((rows.first ?? 0)..<((rows.first ?? 0) + rows.count)), "step \(step): rows \(rows)")
            f.wait(1000.0 / 60)
            step += 1
        }
        #expect(Self.changedRows(f) == Set(2...8), "at rest: the lens (rows 2-7) and its shadow row 8, nothing on row 13")
    }

    /// The release fade (150 ms): nothing outside the lens changes at any frame, and once the
    /// text underneath shows through (below half opacity, from about 31 ms; 57 to 115 ms above
    /// all) it is tinted only toward the lens's own background: never toward the colours of what
    /// the lens magnified. The selection here is reverse video, so its colour is the terminal's
    /// foreground: the text under the fading lens sat in a grey rectangle.
    @Test func releaseFadeTintsNothingWithTheSelectionColour() throws {
        var f = Self.driver(hover: false, editMenu: false)
        f.mouse(.press, 20, 8)
        f.mouse(.drag, 34, 8)
        f.wait(300)
        #expect(f.model.baseFrame()[25, 8].style.attributes.contains(.reverse), "the selection is reverse video")
        f.mouse(.release, 34, 8)
        var elapsed = 0.0, tick = 0
        while elapsed < 160 {
            let frame = Self.shown(f), base = f.model.baseFrame()
            let panels = f.model.overlays()
            for r in 0..<(base.rows - 1) {
                for c in 0..<base.columns where frame[c, r] != base[c, r] {
                    #expect(panels.contains { $0.rect.contains(GridPoint(column: c, row: r)) }, "\(Int(elapsed)) ms: (\(c),\(r)) changed outside the lens")
                    guard elapsed >= 40, r != 8 else { continue }   // the selection's own cells keep its colours
                    let style = frame[c, r].style
                    let dark = style.background == .default || style.background.rgbValue.map { $0.r < 40 && $0.g < 40 && $0.b < 40 } == true
                    #expect(dark && !style.attributes.contains(.reverse), "\(Int(elapsed)) ms: (\(c),\(r)) tinted \(style)")
                }
            }
            if (3...7).contains(tick) {   // 50, 67, 83, 100 and 117 ms after the release
                assertSnapshot(of: frame, as: .cells, named: "\(Int(elapsed.rounded()))ms")
            }
            f.wait(1000.0 / 60)
            elapsed += 1000.0 / 60
            tick += 1
        }
        #expect(Self.changedRows(f).isEmpty, "gone after 150 ms")
    }

    /// A wide character under the left end of the shadow row (one column right of the lens's
    /// bottom-left corner) or just left of it stays: the shadow darkens it, never blanks it.
    @Test func aWideCharacterAtTheShadowsLeftEdgeStays() throws {
        // On odd rows the katakana start one column later: both parities of the shadow's left edge.
        for row in [9, 10] {
            var f = Self.driver(hover: true)
            f.mouse(.move, 29, row, .none)
            f.wait(300)
            let frame = Self.shown(f), base = f.model.baseFrame()
            // The gap row above the focus line holds the shadow: every wide character on it stays.
            let shadowRow = row - 1
            #expect(f.model.overlays().contains { $0.rect.minRow == shadowRow }, "the shadow is on row \(shadowRow)")
            for c in 0..<base.columns where base[c, shadowRow].isWide {
                #expect(frame[c, shadowRow].grapheme == base[c, shadowRow].grapheme, "row \(shadowRow) column \(c)")
            }
            #expect(frame.text(ofRow: shadowRow).contains("カタカナ"), "row \(shadowRow): \(frame.text(ofRow: shadowRow))")
            assertSnapshot(of: frame, as: .cells, named: "focus-row-\(row)")
        }
    }
}
