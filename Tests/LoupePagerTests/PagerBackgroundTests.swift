import LoupeCore
import LoupePager
import LoupeTesting
import Testing

/// The terminal's background, known or not: while nothing says which it is (tmux 3.3a answers no
/// OSC 11), the lens, its shadow, the menus and the link preview keep to the terminal's own
/// colours and attributes, so they read on white and on black; once it is known (OSC 11,
/// `COLORFGBG`, the person's word) they take the colours chosen for it.
@Suite("Pager background")
struct PagerBackgroundTests {
    static let text = """
        alpha beta gamma delta epsilon
        second line https://example.com/x here
        third line of the text
        fourth line
        fifth line
        """

    /// Colours chosen for both backgrounds: while the background is unknown neither applies.
    static var choices: PagerColors {
        var dark = ColorChoices()
        dark.selectionBackground = .rgb(38, 79, 120)
        dark.lensBackground = .rgb(20, 20, 20)
        var light = ColorChoices()
        light.selectionBackground = .rgb(173, 214, 255)
        light.lensBorder = .rgb(255, 0, 255)
        return PagerColors(dark: dark, light: light)
    }

    static func driver(_ background: BackgroundShade?, mode: ColorMode = .truecolor, colors: PagerColors = choices) -> PagerDriver {
        var f = PagerDriver(text, size: GridSize(columns: 50, rows: 12), background: background)
        var settings = f.model.settings
        settings.colors = colors
        settings.loupe.colorMode = mode
        f.model.update(settings: settings)
        return f
    }

    /// Every overlay cell with a colour (foreground or background) that is not the terminal's
    /// default, described; the text under them here has none of its own.
    static func coloured(_ f: PagerDriver) -> [String] {
        var found: [String] = []
        for overlay in f.model.overlays() {
            for r in 0..<overlay.cells.rows {
                for c in 0..<overlay.cells.columns {
                    let style = overlay.cells[c, r].style
                    if style.background != .default || style.foreground != .default {
                        found.append("\(overlay.origin.column + c),\(overlay.origin.row + r): \(style)")
                    }
                }
            }
        }
        return found
    }

    /// Whether some overlay cell has all of `attributes`.
    static func overlaysHave(_ f: PagerDriver, _ attributes: Attributes) -> Bool {
        f.model.overlays().contains { o in o.cells.cells.contains { $0.style.attributes.isSuperset(of: attributes) } }
    }

    /// Presses and drags over "beta gamma", the loupe at rest. (The caret in the lens is a bar of
    /// the text's own colour there, as without colours.)
    static func drag(_ f: inout PagerDriver) {
        f.mouse(.press, 6, 0)
        f.mouse(.drag, 14, 0)
        f.wait(300)
    }

    @Test("unknown: the lens and its shadow have no colour of their own; the selection in it is reverse, the shadow dim")
    func lensWithoutColours() {
        var f = Self.driver(nil)
        Self.drag(&f)
        #expect(f.model.state.loupe.isShown)
        #expect(!f.model.overlays().isEmpty)
        let coloured = Self.coloured(f)
        #expect(coloured.isEmpty, "\(coloured.prefix(5))")
        let reversed = Self.overlaysHave(f, .reverse), dimmed = Self.overlaysHave(f, .dim)
        #expect(reversed, "the magnified selection")
        #expect(dimmed, "the shadow: dim text, no fill")
        let selected = f.model.baseFrame()[7, 0].style
        #expect(selected.attributes.contains(.reverse) && selected.background == .default, "the selection: reverse, the chosen colours unused")
    }

    @Test("unknown: the edit menu has no colour of its own, its chosen item in reverse bold")
    func menuWithoutColours() {
        var f = Self.driver(nil)
        Self.drag(&f)
        f.mouse(.release, 14, 0)
        f.wait(300)
        #expect(f.model.state.menu?.kind == .edit)
        f.key(.right)
        #expect(f.model.state.menu?.highlighted != nil)
        let coloured = Self.coloured(f)
        #expect(coloured.isEmpty, "\(coloured.prefix(5))")
        let chosen = Self.overlaysHave(f, [.reverse, .bold])
        #expect(chosen, "the chosen item")
    }

    @Test("unknown: the link preview has no colour of its own, its chosen action in reverse bold")
    func previewWithoutColours() {
        var f = Self.driver(nil)
        f.mouse(.press, 14, 1, .right)
        f.mouse(.release, 14, 1, .right)
        f.wait(400)
        #expect(f.model.state.links.preview != nil)
        let coloured = Self.coloured(f)
        #expect(coloured.isEmpty, "\(coloured.prefix(5))")
        let chosen = Self.overlaysHave(f, [.reverse, .bold])
        #expect(chosen, "the chosen action")
    }

    @Test("unknown in 256 and 8 colours as well", arguments: [ColorMode.palette256, .palette8])
    func fewerColours(_ mode: ColorMode) {
        var f = Self.driver(nil, mode: mode)
        Self.drag(&f)
        let coloured = Self.coloured(f)
        #expect(coloured.isEmpty, "\(coloured.prefix(5))")
    }

    @Test("dark and light still give their colours: a shaded shadow, the chosen lens colours")
    func knownBackgrounds() {
        var dark = Self.driver(.dark)
        Self.drag(&dark)
        let filled = dark.model.overlays().contains { o in o.cells.cells.contains { $0.style.background == .rgb(20, 20, 20) } }
        #expect(filled, "[colors.dark] lens-background")
        let darkColoured = Self.coloured(dark)
        #expect(!darkColoured.isEmpty)
        #expect(dark.model.baseFrame()[7, 0].style.background == .rgb(38, 79, 120))

        var light = Self.driver(.light)
        Self.drag(&light)
        let bordered = light.model.overlays().contains { o in o.cells.cells.contains { $0.grapheme == "╭" && $0.style.foreground == .rgb(255, 0, 255) } }
        #expect(bordered, "[colors.light] lens-border")
        #expect(light.model.baseFrame()[7, 0].style.background == .rgb(173, 214, 255))
    }

    @Test("an OSC 11 reply after the first frame switches from the terminal's own colours to the chosen ones, and back never")
    func lateReply() {
        var f = Self.driver(nil)
        Self.drag(&f)
        let before = Self.coloured(f)
        #expect(before.isEmpty)
        _ = f.model.handle(.terminal(.background(red: 255, green: 255, blue: 255), time: Instant(milliseconds: f.now)))
        #expect(f.model.settings.background == .light)
        #expect(f.model.settings.loupe.theme.canvas == .light)
        let after = Self.coloured(f)
        #expect(!after.isEmpty, "the lens takes the light colours at once")
        #expect(f.model.baseFrame()[7, 0].style.background == .rgb(173, 214, 255), "and the selection")
        _ = f.model.handle(.terminal(.background(red: 0, green: 0, blue: 0), time: Instant(milliseconds: f.now)))
        #expect(f.model.settings.background == .dark, "a later reply is taken as well")
    }

    @Test("the person's word wins over the terminal's reply and over a later guess")
    func settledBackground() {
        var settings = PagerSettings()
        #expect(settings.background == nil, "nothing said: not known")
        settings.adoptBackground(.dark)
        #expect(settings.background == .dark && !settings.backgroundSettled)
        settings.adoptBackground(.light, settled: true)
        settings.adoptBackground(.dark)
        #expect(settings.background == .light && settings.backgroundSettled)
        #expect(settings.loupe.theme.canvas == .light)

        var f = PagerDriver(Self.text, background: nil)
        var s = f.model.settings
        s.adoptBackground(.light, settled: true)
        f.model.update(settings: s)
        _ = f.model.handle(.terminal(.background(red: 0, green: 0, blue: 0), time: .zero))
        #expect(f.model.settings.background == .light)
        #expect(f.model.settings.loupe.theme.canvas == .light, "the reply's colour is not taken either")
    }

    @Test("unknown: a pressed link shows dim, not a colour faded toward a guessed background")
    func pressedLink() {
        var f = Self.driver(nil)
        f.mouse(.press, 14, 1)
        let cell = f.model.baseFrame()[14, 1]
        #expect(f.model.state.links.pressed != nil)
        #expect(cell.style.attributes.contains(.dim) && cell.style.foreground == .default, "\(cell.style)")
    }
}
