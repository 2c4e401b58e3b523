import Testing
@testable import LoupeCore

@Suite struct CompositorTests {
    func screen(_ lines: [String], columns: Int) -> CellBuffer {
        var b = CellBuffer(columns: columns, rows: lines.count)
        for (r, line) in lines.enumerated() { b.write(line, column: 0, row: r) }
        return b
    }

    func layer(at column: Int, _ row: Int, _ text: String, coverage: OverlayLayer.Coverage = .opaque) -> OverlayLayer {
        var l = OverlayLayer(origin: GridPoint(column: column, row: row), size: GridSize(columns: text.count, rows: 1))
        for (i, ch) in text.enumerated() { l.put(Cell(String(ch)), column: i, row: 0, coverage: coverage) }
        return l
    }

    @Test func overlayEdgesThatCutWideCharactersLeaveBlanks() {
        let base = screen(["ab世界cd"], columns: 8)   // 世 at 2-3, 界 at 4-5
        let frame = Compositor.compose(base: base, layers: [layer(at: 3, 0, "XY")])
        #expect(frame.text(ofRow: 0) == "ab XY cd")
        #expect(frame.row(0).allSatisfy { !$0.isContinuation })
    }

    @Test func layerCoveringWholeWideCharacterKeepsNeighbours() {
        let base = screen(["ab世界cd"], columns: 8)
        let frame = Compositor.compose(base: base, layers: [layer(at: 2, 0, "XY")])
        #expect(frame.text(ofRow: 0) == "abXY界cd")
        #expect(frame[5, 0].isContinuation && frame[4, 0].isWide)
    }

    @Test func wideCellInALayerCutByTheScreenEdgeIsABlank() {
        var l = OverlayLayer(origin: GridPoint(column: 3, row: 0), size: GridSize(columns: 2, rows: 1))
        l.put(Cell("世", width: 2), column: 0, row: 0)
        let frame = Compositor.compose(base: screen(["abcd"], columns: 4), layers: [l])
        #expect(frame.text(ofRow: 0) == "abc ")
        // And one whose lead lies off the left edge.
        l.origin = GridPoint(column: -1, row: 0)
        let left = Compositor.compose(base: screen(["abcd"], columns: 4), layers: [l])
        #expect(left.text(ofRow: 0) == " bcd")
    }

    @Test func layersAreClippedToTheFrame() {
        let base = screen(["abcd", "efgh"], columns: 4)
        let frame = Compositor.compose(base: base, layers: [layer(at: -2, 1, "XYZW"), layer(at: 3, -1, "Q"), layer(at: 9, 9, "R")])
        #expect(frame.plainText == "abcd\nZWgh")
    }

    @Test func uncoveredCellsShowThrough() {
        var l = layer(at: 0, 0, "XYZ")
        l.setCoverage(.none, column: 1, row: 0)
        let frame = Compositor.compose(base: screen(["abc"], columns: 3), layers: [l])
        #expect(frame.text(ofRow: 0) == "XbZ")
    }

    @Test func glyphCellsKeepTheBackgroundUnderneath() {
        var base = screen(["abc"], columns: 3)
        base[1, 0].style = Style(background: .indexed(4))
        var l = layer(at: 0, 0, "╭─╮", coverage: .glyph)
        l.cells[1, 0].style = Style(foreground: .indexed(7), background: .indexed(1))
        let frame = Compositor.compose(base: base, layers: [l])
        #expect(frame[1, 0].grapheme == "─")
        #expect(frame[1, 0].style == Style(foreground: .indexed(7), background: .indexed(4)))
        // Under reverse video the visible background is the foreground (the default one
        // too): the glyph is drawn in reverse video, its colour as the stored background.
        base[1, 0].style = Style(foreground: .default, background: .indexed(5), attributes: .reverse)
        let reversed = Compositor.compose(base: base, layers: [l])[1, 0].style
        #expect(reversed == Style(foreground: .default, background: .indexed(7), attributes: .reverse))
        #expect(reversed.effectiveColors.background == .default && reversed.effectiveColors.foreground == .indexed(7))
    }

    @Test func shadeDarkensWithColoursAndDimsWithout() {
        var base = screen(["abc"], columns: 3)
        base[0, 0].style = Style(foreground: .rgb(200, 100, 0), background: .rgb(100, 100, 100))
        var l = OverlayLayer(origin: .init(column: 0, row: 0), size: GridSize(columns: 1, rows: 1), shadeAmount: 0.5)
        l.setCoverage(.shade, column: 0, row: 0)
        let shaded = Compositor.compose(base: base, layers: [l])
        #expect(shaded[0, 0].grapheme == "a")
        #expect(shaded[0, 0].style.foreground == .rgb(100, 50, 0))
        #expect(shaded[0, 0].style.background == .rgb(50, 50, 50))
        l.colorMode = .monochrome
        let mono = Compositor.compose(base: base, layers: [l])
        #expect(mono[0, 0].style.attributes.contains(.dim))
        #expect(mono[0, 0].style.foreground == .rgb(200, 100, 0))
    }

    @Test func shadeOverHalfAWideCharacterShadesBothHalves() {
        let base = screen(["世x"], columns: 3)
        var l = OverlayLayer(origin: .init(column: 1, row: 0), size: GridSize(columns: 1, rows: 1))
        l.colorMode = .monochrome
        l.setCoverage(.shade, column: 0, row: 0)
        let frame = Compositor.compose(base: base, layers: [l])
        #expect(frame[0, 0].grapheme == "世")
        #expect(frame[0, 0].style.attributes.contains(.dim) && frame[1, 0].style.attributes.contains(.dim))
        #expect(!frame[2, 0].style.attributes.contains(.dim))
    }

    @Test func selectionRangesAndPredicateAgree() {
        let base = screen(["hello 世界", "world"], columns: 10)
        let byRanges = Compositor.base(base, selection: .ranges([0: [3..<7], 1: [0..<2]]))
        let byTest = Compositor.base(base, selection: .predicate { c, r in (r == 0 && (3..<7).contains(c)) || (r == 1 && c < 2) })
        #expect(byRanges == byTest)
        #expect(byRanges[3, 0].style.attributes.contains(.reverse))
        #expect(!byRanges[2, 0].style.attributes.contains(.reverse))
        // Column 6 is the lead of 世: its continuation is highlighted with it.
        #expect(byRanges[7, 0].style.attributes.contains(.reverse))
        #expect(!byRanges[8, 0].style.attributes.contains(.reverse))
    }

    @Test func selectionStartingOnAContinuationTakesTheWholeCharacter() {
        let base = screen(["a世b"], columns: 4)
        let frame = Compositor.base(base, selection: .ranges([0: [2..<3]], style: .colors(foreground: nil, background: .indexed(4))))
        #expect(frame[1, 0].style.background == .indexed(4))
        #expect(frame[2, 0].style.background == .indexed(4))
        #expect(frame[3, 0].style.background == .default)
    }

    @Test func reverseHighlightTogglesReverseVideo() {
        var base = screen(["ab"], columns: 2)
        base[0, 0].style.attributes = .reverse
        let frame = Compositor.base(base, selection: .ranges([0: [0..<2]]))
        #expect(!frame[0, 0].style.attributes.contains(.reverse))
        #expect(frame[1, 0].style.attributes.contains(.reverse))
    }

    @Test func outOfRangeSelectionIsIgnored() {
        let base = screen(["ab"], columns: 2)
        let frame = Compositor.base(base, selection: .ranges([-1: [0..<9], 0: [-5..<1, 5..<9, 1..<1], 7: [0..<1]]))
        #expect(frame[0, 0].style.attributes.contains(.reverse))
        #expect(!frame[1, 0].style.attributes.contains(.reverse))
    }

    @Test func flattenedLayerIsAnOpaquePanelWithTheBaseInItsGaps() {
        let base = screen(["ab世界cd"], columns: 8)
        var l = layer(at: 1, 0, "XYZ")
        l.setCoverage(.none, column: 2, row: 0)   // screen column 3: the continuation of 世, whose lead Y covers
        let panel = l.flattened(over: base)
        #expect(panel.origin == GridPoint(column: 1, row: 0))
        #expect(panel.cells.text(ofRow: 0) == "XY ")
        let clipped = layer(at: 6, 0, "PQRS").flattened(over: base)
        #expect(clipped.rect == GridRect(column: 6, row: 0, columns: 2, rows: 1))
    }

    /// Issue 15: a panel cell the layer does not cover blanked a wide character the shadow only
    /// touched (the shadow row starts one column right of the lens). The panels hold only what the
    /// layer changes, widened to whole wide characters: written over the base as a terminal writes
    /// them (half a wide character blanks the other half), they give exactly the composed frame,
    /// with the lens and its shadow at every column offset over rows of wide characters.
    @Test func panelsWrittenLikeATerminalGiveTheComposedFrame() throws {
        let base = screen(["世界世界世界世界世界", "a世界世界世界世界世", "世界世界世界世界世界", "a世界世界世界世界世"], columns: 20)
        for column in -2...16 {
            var lens = OverlayLayer(origin: GridPoint(column: column, row: 0), size: GridSize(columns: 5, rows: 3))
            for r in 0..<2 { for c in 0..<4 { lens.put(Cell("x"), column: c, row: r) } }
            for r in 1...2 { lens.setCoverage(.shade, column: 4, row: r) }
            for c in 1..<4 { lens.setCoverage(.shade, column: c, row: 2) }
            let panels = lens.panels(over: base)
            var shown = base
            for panel in panels { shown.draw(panel) }
            #expect(shown == Compositor.compose(base: base, layers: [lens]), "lens at column \(column)")
            // Nothing outside the layer's rows; the shadow row's left corner only as half of a cut wide character.
            #expect(panels.allSatisfy { $0.rect.minRow >= 0 && $0.rect.maxRow <= 3 })
            let corner = GridPoint(column: column, row: 2)
            #expect(!panels.contains { $0.rect.contains(corner) } || base[column + 1, 2].isContinuation, "lens at column \(column)")
        }
        let three = OverlayLayer(origin: GridPoint(column: 0, row: 0), size: GridSize(columns: 1, rows: 1)).panels(over: base)
        #expect(three.isEmpty, "a layer that covers nothing has no panels")
    }
}

@Suite struct ColorModeTests {
    @Test func reducesColoursToWhatTheTerminalShows() {
        let c = Color.rgb(10, 132, 255)
        #expect(ColorMode.truecolor.reduce(c) == c)
        #expect(ColorMode.palette256.reduce(c) == .indexed(Color.nearestIndex(r: 10, g: 132, b: 255)))
        #expect(ColorMode.palette256.reduce(Color.indexed(200)) == .indexed(200))
        #expect(ColorMode.palette8.reduce(c) == .indexed(6))          // g and b above half: cyan
        #expect(ColorMode.palette8.reduce(Color.indexed(9)) == .indexed(1))
        #expect(ColorMode.monochrome.reduce(c) == .default)
        for mode in ColorMode.allCases { #expect(mode.reduce(Color.default) == .default) }
        let style = Style(foreground: c, background: .indexed(4), attributes: [.bold, .reverse])
        #expect(ColorMode.monochrome.reduce(style) == Style(attributes: [.bold, .reverse]))
    }

    @Test func mixingKeepsRolesAndDefaults() {
        let canvas = ColorBlend.Canvas.dark
        #expect(ColorBlend.mix(.default, .default, amount: 0.5, aIsBackground: true, bIsBackground: true, canvas: canvas) == .default)
        // Default foreground toward default background: canvas colours are mixed.
        #expect(ColorBlend.mix(.default, .default, amount: 0.5, aIsBackground: false, bIsBackground: true, canvas: canvas) == .rgb(115, 115, 115))
        #expect(ColorBlend.mix(.rgb(0, 0, 0), .rgb(200, 100, 50), amount: 0.5, aIsBackground: false, bIsBackground: false, canvas: canvas) == .rgb(100, 50, 25))
        #expect(ColorBlend.mix(.indexed(1), .rgb(0, 0, 0), amount: 0, aIsBackground: false, bIsBackground: true, canvas: canvas) == .indexed(1))
    }
}
