import LoupeCore
import Testing

@Suite struct LoupeThemeTests {
    @Test func theFrameKeepsContrastInEightColoursOnALightTerminal() {
        var onWhite = LoupeTheme.standard
        onWhite.canvas = .around(background: (255, 255, 255))
        // The grey frame would become the palette's white (#e5e5e5 in xterm): on white, black instead.
        #expect(ColorMode.palette8.reduce(Style(foreground: onWhite.border)).foreground == .indexed(7))
        #expect(onWhite.borderStyle(in: .palette8).foreground == .indexed(0))
        // On a dark terminal the white frame reads well, and with more colours the grey stays.
        #expect(LoupeTheme.standard.borderStyle(in: .palette8).foreground == .indexed(7))
        #expect(onWhite.borderStyle(in: .palette256) == ColorMode.palette256.reduce(Style(foreground: onWhite.border)))
        #expect(onWhite.borderStyle(in: .truecolor).foreground == onWhite.border)
    }

    @Test func theRenderedFrameUsesIt() {
        let screen = LineLayout.snapshot(of: TextImporter().importText("hello world" + String(repeating: "\n", count: 9) + "second line"), width: 40, height: 12)
        var config = LoupeConfig(zoom: 2, tier: .quadrant)
        config.colorMode = .palette8
        config.theme.canvas = .around(background: (250, 250, 250))
        let controller = LoupeController(config: config)
        let input = LoupeInput(screenSize: screen.size, focusColumn: 3.5, focusRow: 9, caretColumn: 3, selecting: true)
        let state = controller.reduce(LoupeState(), input, now: .zero)
        let layer = LoupeRenderer(magnifier: Magnifier.standard, config: config).layer(for: state, source: screen, now: Instant(milliseconds: 1000))
        let cells = try? #require(layer).flattened(over: screen).cells
        let corner = cells.flatMap { c in (0..<c.rows).lazy.flatMap { r in (0..<c.columns).lazy.map { c[$0, r] } }.first { $0.grapheme == "╭" } }
        #expect(corner?.style.foreground == .indexed(0))
    }

    /// The neutral theme, for a terminal whose background is not known: the lens drawn over red
    /// text (its own colours kept in the lens), in every colour mode, shows no colour of its own:
    /// its frame, fill and caret in the default colours, its shadow dim text; the menus' item reverse bold.
    @Test(arguments: [ColorMode.truecolor, .palette256, .palette8])
    func theNeutralThemeHasNoColourOfItsOwn(_ mode: ColorMode) throws {
        let screen = LineLayout.snapshot(of: TextImporter().importText("hello \u{1B}[31mworld\u{1B}[0m" + String(repeating: "\n", count: 9) + "second line"),
                                         width: 40, height: 12)
        let config = LoupeConfig(zoom: 3, tier: .quadrant, theme: .neutral, colorMode: mode)
        let controller = LoupeController(config: config)
        let input = LoupeInput(screenSize: screen.size, focusColumn: 8.5, focusRow: 0, caretColumn: 8, selecting: true)
        let state = controller.reduce(LoupeState(), input, now: .zero)
        // Half way through showing (no fade toward a guessed background) and at rest.
        for ms in [75.0, 1000] {
            let layer = try #require(LoupeRenderer(magnifier: Magnifier.standard, config: config).layer(for: state, source: screen, now: Instant(milliseconds: ms)))
            let drawn = layer.flattened(over: screen)
            var shadowed = 0
            for r in 0..<layer.size.rows {
                for c in 0..<layer.size.columns {
                    let x = layer.origin.column + c - drawn.origin.column, y = layer.origin.row + r - drawn.origin.row
                    guard drawn.cells.contains(column: x, row: y) else { continue }
                    let cell = drawn.cells[x, y]
                    switch layer.coverage(column: c, row: r) {
                    case .none: continue
                    case .shade:
                        shadowed += 1
                        #expect(cell.style.attributes.contains(.dim) && cell.style.background == .default, "\(c),\(r): \(cell.style)")
                    case .glyph:
                        #expect(cell.style.foreground == .default && cell.style.background == .default, "\(c),\(r): \(cell.style)")
                    case .opaque:
                        #expect(cell.style.background == .default || cell.style.background == mode.reduce(.indexed(1)), "\(c),\(r): \(cell.style)")
                    }
                }
            }
            #expect(shadowed > 0)
        }
        #expect(MenuRenderer(theme: .neutral, colorMode: mode).highlightStyle == Style(attributes: [.reverse, .bold]))
        #expect(LoupeTheme.neutral.caretStyle(in: mode) == Style(attributes: .bold))
    }
}
