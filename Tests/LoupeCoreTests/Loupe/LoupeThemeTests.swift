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
}
