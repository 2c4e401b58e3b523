@testable import LoupeCore
import Testing

/// The loupe's drop shadow must show the lens raised in every colour mode (issue 15 item 5).
@Suite("Shadow in each colour mode")
struct ShadowColorModeTests {
    static func layer(_ mode: ColorMode, light: Bool) -> OverlayLayer {
        OverlayLayer(origin: .init(column: 0, row: 0), size: GridSize(columns: 4, rows: 2), shadeAmount: 0.2, colorMode: mode,
                     canvas: light ? .around(background: (255, 255, 255)) : .dark)
    }

    @Test("8 colours on a light terminal: blank cells under the shadow take the palette's light grey")
    func eightColoursOnLight() {
        let shaded = Compositor.shaded(Style(), layer: Self.layer(.palette8, light: true))
        #expect(shaded.background == .indexed(7))
        #expect(Compositor.shaded(Style(foreground: .indexed(1)), layer: Self.layer(.palette8, light: true)).foreground == .indexed(1),
                "the text keeps its colour")
    }

    @Test("8 colours on a dark terminal and monochrome: the text under it is dimmed")
    func dimElsewhere() {
        #expect(Compositor.shaded(Style(), layer: Self.layer(.palette8, light: false)).attributes.contains(.dim))
        #expect(Compositor.shaded(Style(), layer: Self.layer(.monochrome, light: true)).attributes.contains(.dim))
    }
}
