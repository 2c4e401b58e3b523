import Testing
@testable import LoupeCore

@Suite struct LoupeRendererTests {
    let screenSize = GridSize(columns: 60, rows: 16)

    func source() -> CellBuffer {
        var b = CellBuffer(size: screenSize)
        for r in 0..<screenSize.rows { b.write("The quick brown fox jumps over the lazy dog \(r)", column: 0, row: r) }
        return b
    }

    func presentation(_ config: LoupeConfig, opacity: Double = 1) throws -> LoupePresentation {
        let input = LoupeInput(screenSize: screenSize, focusColumn: 20.5, focusRow: 10, caretColumn: 20, selecting: true)
        let p = try #require(LoupeLayout.place(input, config: config))
        return LoupePresentation(frame: p.frame, placement: p, opacity: opacity)
    }

    func render(_ config: LoupeConfig, opacity: Double = 1) throws -> OverlayLayer {
        try LoupeRenderer(magnifier: Magnifier.bundled(), config: config).render(presentation(config, opacity: opacity), source: source())
    }

    @Test func frameIsRoundedWithGlyphCoverageAndShadowBelowRight() throws {
        let config = LoupeConfig()
        let layer = try render(config)
        let p = try presentation(config)
        let w = p.frame.size.columns, h = p.frame.size.rows
        #expect(layer.size == GridSize(columns: w + 1, rows: h + 1))
        #expect(layer.cells[0, 0].grapheme == "╭" && layer.cells[w - 1, 0].grapheme == "╮")
        #expect(layer.cells[0, h - 1].grapheme == "╰" && layer.cells[w - 1, h - 1].grapheme == "╯")
        #expect(layer.cells[1, 0].grapheme == "─" && layer.cells[0, 1].grapheme == "│")
        #expect(layer.coverage(column: 0, row: 0) == .glyph)
        #expect(layer.coverage(column: 1, row: 1) == .opaque)
        #expect(layer.coverage(column: w, row: 0) == .none)     // the shadow is offset by one row
        #expect(layer.coverage(column: w, row: 1) == .shade)
        #expect(layer.coverage(column: 0, row: h) == .none)     // and by one column
        #expect(layer.coverage(column: 1, row: h) == .shade)
        let flat = try render(LoupeConfig(dropShadow: false))
        #expect(flat.size == p.frame.size)
    }

    @Test(arguments: ColorMode.allCases)
    func frameColoursFitTheColourMode(_ mode: ColorMode) throws {
        let layer = try render(LoupeConfig(colorMode: mode))
        let border = layer.cells[0, 0].style.foreground
        switch mode {
        case .truecolor: #expect(border == LoupeTheme.standard.border)
        case .palette256: #expect(border == .indexed(Color.nearestIndex(r: 142, g: 142, b: 147)))
        case .palette8: #expect(border == .indexed(7))
        case .monochrome: #expect(border == .default)
        }
        for cell in layer.cells.cells {
            for color in [cell.style.foreground, cell.style.background] {
                switch (mode, color) {
                case (.palette256, .rgb), (.palette8, .rgb), (.monochrome, .rgb), (.monochrome, .indexed): Issue.record("\(mode): \(color)")
                case let (.palette8, .indexed(i)) where i > 7: Issue.record("8 colours: index \(i)")
                default: break
                }
            }
        }
    }

    @Test func themeBackgroundFillsTheLens() throws {
        let layer = try render(LoupeConfig(theme: .dark))
        #expect(layer.cells[1, 1].style.background == LoupeTheme.dark.lensBackground)
        let standard = try render(LoupeConfig(theme: .standard))
        #expect(standard.cells[1, 1].style.background == .default)
    }

    @Test func halfOpacityFadesHalfwayTowardTheCellsUnderneath() throws {
        var config = LoupeConfig(theme: .dark)
        config.dropShadow = true
        let faded = try render(config, opacity: 0.5)
        // Border (142..160 grey) halfway toward the canvas black under it.
        #expect(faded.cells[0, 0].style.foreground == .rgb(76, 76, 80))
        #expect(faded.cells[1, 1].style.background == .rgb(14, 14, 17))
        #expect(faded.shadeAmount == LoupeTheme.dark.shadowAmount * 0.5)
        // No fade without enough colours.
        config.colorMode = .palette8
        let eight = try render(config, opacity: 0.5)
        #expect(eight.cells[0, 0].style.foreground == .indexed(7))
    }

    @Test func belowHalfOpacityTheCellsUnderneathShowThroughTintedTowardTheLens() throws {
        let config = LoupeConfig(theme: .dark)
        let p = try presentation(config, opacity: 0.25)
        let layer = try render(config, opacity: 0.25)
        let screen = source()
        let x = p.frame.minColumn + 1, y = p.frame.minRow + 1
        #expect(layer.cells[1, 1].grapheme == screen[x, y].grapheme)
        #expect(layer.coverage(column: 1, row: 1) == .opaque)
        // Text 25% toward its background (229 -> 0), background 25% toward the lens (0 -> 28,28,34).
        #expect(layer.cells[1, 1].style.foreground == .rgb(172, 172, 172))
        #expect(layer.cells[1, 1].style.background == .rgb(7, 7, 9))
        // Frame cells show what is underneath too, over its own background.
        #expect(layer.cells[0, 0].grapheme == screen[p.frame.minColumn, p.frame.minRow].grapheme)
        #expect(layer.cells[0, 0].style.background == .default)
    }

    @Test func layerForAHiddenStateIsNil() throws {
        let renderer = try LoupeRenderer(magnifier: Magnifier.bundled(), config: LoupeConfig())
        #expect(renderer.layer(for: LoupeState(), source: source(), now: .zero) == nil)
    }

    @Test func requestCarriesPlacementAndConfig() throws {
        let config = LoupeConfig(zoom: 4, tier: .quadrant, colorMode: .monochrome)
        let p = try presentation(config).placement
        let request = try LoupeRenderer(magnifier: Magnifier.bundled(), config: config).request(for: p, source: source())
        #expect(request.zoom == 4 && request.tier == .quadrant)
        #expect(request.size == p.interior && request.focusRow == 10)
        #expect(request.centerColumn == 20.5 && request.caretColumn == 20)
        #expect(request.caretStyle == Style(attributes: .bold))
    }

    /// Issue 15: at 2x and 3x the lens showed a pixel row or two of the lines above and below
    /// the focus line, read as stray dots. With full blocks above and below a blank focus line,
    /// the lens interior is blank in every block tier and zoom; the same text in a lens one row
    /// taller each side (the old size) does show them, so the text would reveal any slice.
    @Test(arguments: [MagnifierTier.sextant, .quadrant, .halfblock], 2...4)
    func theLensShowsTheFocusLineAlone(_ tier: MagnifierTier, _ zoom: Int) throws {
        var text = CellBuffer(size: screenSize)
        for r in 0..<screenSize.rows where r != 10 {
            text.write(String(repeating: "\u{2588}", count: screenSize.columns), column: 0, row: r)
        }
        func interiorGlyphs(_ config: LoupeConfig) throws -> Set<String> {
            let input = LoupeInput(screenSize: screenSize, focusColumn: 20.5, focusRow: 10, caretColumn: nil, selecting: true)
            let p = try #require(LoupeLayout.place(input, config: config))
            let layer = try LoupeRenderer(magnifier: Magnifier.bundled(), config: config)
                .render(LoupePresentation(frame: p.frame, placement: p, opacity: 1), source: text)
            var glyphs: Set<String> = []
            for r in 1..<(p.frame.size.rows - 1) { for c in 1..<(p.frame.size.columns - 1) { glyphs.insert(layer.cells[c, r].grapheme) } }
            return glyphs
        }
        let config = LoupeConfig(zoom: zoom, tier: tier, dropShadow: false)
        #expect(try interiorGlyphs(config) == [" "])
        var taller = config
        taller.lensSize = GridSize(columns: LoupeLayout.defaultInteriorSize(scale: zoom).columns, rows: zoom + 2)
        #expect(try interiorGlyphs(taller).count > 1)
    }
}
