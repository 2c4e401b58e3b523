import LoupeCore
import Testing

/// The automatic tier: the environment's choice, raised to sextants only on positive answers.
@Suite struct AutomaticTierTests {
    static let xtermUnifont = TerminalAnswers(version: "XTerm(379)", sextantAdvance: 1,
                                              font: TerminalFont(name: "Unifont", isLocal: true, sextantsInstalled: true))
    static let plainXterm = AutomaticTier(base: .quadrant, mayRaise: true)

    @Test func anXtermWithALocalFaceAndTheSextantsInstalledGetsSextants() {
        #expect(Self.plainXterm.tier(Self.xtermUnifont) == .sextant)
        var dejavu = Self.xtermUnifont
        dejavu.font = TerminalFont(name: "DejaVu Sans Mono", isLocal: true, sextantsInstalled: true)
        #expect(Self.plainXterm.tier(dejavu) == .sextant, "fontconfig falls back to the font that has them")
    }

    @Test("an xterm stays at quadrants when anything is missing or negative", arguments: [
        TerminalAnswers(version: "XTerm(379)", sextantAdvance: 1, font: nil),
        TerminalAnswers(version: "XTerm(379)", sextantAdvance: 1, font: TerminalFont(name: "-misc-fixed-medium-r-semicondensed--13-120-75-75-c-60-iso10646-1", isLocal: true, sextantsInstalled: true)),
        TerminalAnswers(version: "XTerm(379)", sextantAdvance: 1, font: TerminalFont(name: "9x15", isLocal: true, sextantsInstalled: true)),
        TerminalAnswers(version: "XTerm(379)", sextantAdvance: 1, font: TerminalFont(name: "Unifont", isLocal: false, sextantsInstalled: false)),
        TerminalAnswers(version: "XTerm(379)", sextantAdvance: 1, font: TerminalFont(name: "Unifont", isLocal: true, sextantsInstalled: false)),
        TerminalAnswers(version: "XTerm(379)", sextantAdvance: 2, font: TerminalFont(name: "Unifont", isLocal: true, sextantsInstalled: true)),
        TerminalAnswers(version: "XTerm(379)", sextantAdvance: nil, font: TerminalFont(name: "Unifont", isLocal: true, sextantsInstalled: true)),
        TerminalAnswers(version: nil, sextantAdvance: 1, font: TerminalFont(name: "Unifont", isLocal: true, sextantsInstalled: true)),
        TerminalAnswers(version: "tmux 3.3a", sextantAdvance: 1, font: TerminalFont(name: "Unifont", isLocal: true, sextantsInstalled: true)),
    ])
    func inDoubtQuadrant(_ answers: TerminalAnswers) {
        #expect(Self.plainXterm.tier(answers) == .quadrant)
    }

    @Test func terminalsThatDrawSextantsThemselvesNeedOnlyTheirNameAndTheWidth() {
        for version in ["kitty(0.26.5)", "foot(1.16.2)", "WezTerm 20240203-110809-5046fc22", "ghostty 1.0.1"] {
            #expect(Self.plainXterm.tier(TerminalAnswers(version: version, sextantAdvance: 1)) == .sextant, "\(version)")
            #expect(Self.plainXterm.tier(TerminalAnswers(version: version, sextantAdvance: 0)) == .quadrant, "\(version), width unknown")
            #expect(Self.plainXterm.tier(TerminalAnswers(version: version)) == .quadrant, "\(version), no position yet")
        }
    }

    @Test func onlyAQuadrantChoiceOutsideMultiplexersIsRaised() {
        let inTmux = AutomaticTier(base: .quadrant, mayRaise: false)
        #expect(inTmux.tier(Self.xtermUnifont) == .quadrant)
        for base in [MagnifierTier.spread, .halfblock] {
            let fixed = AutomaticTier(base: base, mayRaise: true)
            #expect(!fixed.mayRaise)
            #expect(fixed.tier(Self.xtermUnifont) == base, "\(base) is what the locale or the Linux console allows")
        }
        #expect(AutomaticTier(base: .sextant, mayRaise: true).tier(TerminalAnswers()) == .sextant)
    }

    @Test func faceNamesAndCoreFontNames() {
        for face in ["Unifont", "DejaVu Sans Mono", "Monospace:size=12", "xft:Noto Mono", "Fira Code"] {
            #expect(TerminalFont.isFace(face), "\(face)")
        }
        for core in ["-misc-fixed-medium-r-normal--13-120-75-75-c-70-iso10646-1", "*-fixed-*", "fixed", "Fixed", "variable",
                     "6x13", "9x15bold", "10x20", "12x24ko", "", " Unifont"] {
            #expect(!TerminalFont.isFace(core), "\(core)")
        }
    }

    @Test func answersKeepTheLatestOfEachAndIgnoreOtherReports() {
        var a = TerminalAnswers()
        let font = TerminalFont(name: "fixed", isLocal: true, sextantsInstalled: true)
        let changed = [a.note(.background(red: 1, green: 2, blue: 3)), a.note(.version("XTerm(379)")), a.note(.sextantAdvance(1)),
                       a.note(.sextantAdvance(1)), a.note(.font(font))]
        #expect(changed == [false, true, true, false, true])
        #expect(a == TerminalAnswers(version: "XTerm(379)", sextantAdvance: 1, font: font))
    }
}
