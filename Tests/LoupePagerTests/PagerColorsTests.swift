import LoupeCore
import LoupePager
import LoupeTesting
import Testing

/// Colours chosen for dark and light terminals (`[colors.dark]`, `[colors.light]`) are what the
/// pager draws: the selection, the find decorations, the lens and the menus; left unset, Loupe's own.
@Suite("Pager colours")
struct PagerColorsTests {
    static let text = "alpha beta gamma\nsecond line here\nthird line"

    static func driver(_ colors: PagerColors, mode: ColorMode = .truecolor) -> PagerDriver {
        var f = PagerDriver(Self.text, size: GridSize(columns: 40, rows: 10))
        var settings = f.model.settings
        settings.colors = colors
        settings.loupe.colorMode = mode
        f.model.update(settings: settings)
        return f
    }

    static func background(_ f: inout PagerDriver, _ rgb: (UInt8, UInt8, UInt8)) {
        _ = f.model.handle(.terminal(.background(red: rgb.0, green: rgb.1, blue: rgb.2), time: Instant(milliseconds: f.now)))
    }

    static var choices: PagerColors {
        var dark = ColorChoices()
        dark.selectionBackground = .rgb(38, 79, 120)
        dark.selectionForeground = .rgb(255, 255, 255)
        dark.findBackground = .rgb(0, 90, 0)
        dark.lensBorder = .rgb(255, 0, 255)
        var light = ColorChoices()
        light.selectionBackground = .rgb(173, 214, 255)
        return PagerColors(dark: dark, light: light)
    }

    @Test("unset, the selection is reverse video; chosen, it takes the dark colours, then the light ones on a light terminal")
    func selection() {
        var plain = Self.driver(PagerColors())
        plain.dragAndSettle(row: 0, from: 0, to: 4)
        #expect(plain.model.baseFrame()[1, 0].style.attributes.contains(.reverse))

        var f = Self.driver(Self.choices)
        f.dragAndSettle(row: 0, from: 0, to: 4)
        let cell = f.model.baseFrame()[1, 0]
        #expect(cell.style.background == .rgb(38, 79, 120) && cell.style.foreground == .rgb(255, 255, 255))
        #expect(!cell.style.attributes.contains(.reverse))
        #expect(f.model.baseFrame()[7, 0].style.background == .default, "outside the selection nothing changes")

        Self.background(&f, (250, 250, 250))
        let light = f.model.baseFrame()[1, 0]
        #expect(light.style.background == .rgb(173, 214, 255), "a light terminal takes [colors.light]")
        #expect(light.style.foreground == .default, "the light choices leave the text its colour")
    }

    @Test("in 256 colours a chosen colour is reduced to the palette; without colours the attributes stay")
    func reduced() {
        var f = Self.driver(Self.choices, mode: .palette256)
        f.dragAndSettle(row: 0, from: 0, to: 4)
        guard case .indexed = f.model.baseFrame()[1, 0].style.background else {
            Issue.record("expected a palette colour, got \(f.model.baseFrame()[1, 0].style.background)")
            return
        }
        var mono = Self.driver(Self.choices, mode: .monochrome)
        mono.dragAndSettle(row: 0, from: 0, to: 4)
        #expect(mono.model.baseFrame()[1, 0].style.attributes.contains(.reverse))
    }

    @Test("find: a chosen background for every match, the current match keeps Loupe's orange")
    func find() {
        var f = Self.driver(Self.choices)
        for c in "/line" { f.key(.character(c)) }
        f.key(.enter)
        // "second line here": the current match (the first from the top); "third line": found.
        let current = f.model.baseFrame()[7, 1], found = f.model.baseFrame()[6, 2]
        #expect(found.style.background == .rgb(0, 90, 0))
        #expect(found.style.foreground == .rgb(0, 0, 0), "the foreground left unset keeps Loupe's black")
        #expect(current.style.background == .rgb(255, 140, 26))
    }

    @Test("the lens's frame takes the chosen border colour")
    func lens() {
        var f = Self.driver(Self.choices)
        f.mouse(.press, 3, 1)
        f.mouse(.drag, 8, 1)
        f.wait(200)
        let overlays = f.model.overlays()
        #expect(!overlays.isEmpty)
        var frameCells: [Cell] = []
        for o in overlays {
            for r in 0..<o.cells.rows {
                for c in 0..<o.cells.columns where ["╭", "╮", "╰", "╯", "─", "│"].contains(o.cells[c, r].grapheme) {
                    frameCells.append(o.cells[c, r])
                }
            }
        }
        #expect(!frameCells.isEmpty)
        #expect(frameCells.allSatisfy { $0.style.foreground == Color.rgb(255, 0, 255) }, "\(Set(frameCells.map { "\($0.style.foreground)" }))")
    }

    @Test("the menus' chosen item takes menu-highlight, reduced to the terminal's colours; monochrome keeps reverse bold")
    func menuHighlight() {
        var choices = ColorChoices()
        choices.menuHighlight = .rgb(200, 0, 80)
        let theme = choices.applied(to: .standard)
        #expect(MenuRenderer(theme: theme, colorMode: .truecolor).highlightStyle.background == .rgb(200, 0, 80))
        #expect(MenuRenderer(theme: theme, colorMode: .palette8).highlightStyle.background != MenuRenderer(theme: .standard, colorMode: .palette8).highlightStyle.background)
        #expect(MenuRenderer(theme: theme, colorMode: .monochrome).highlightStyle == Style(attributes: [.reverse, .bold]))
        #expect(MenuRenderer(theme: .standard, colorMode: .truecolor).highlightStyle.background == LoupeTheme.standard.caret, "unset: the caret's blue")
    }
}
