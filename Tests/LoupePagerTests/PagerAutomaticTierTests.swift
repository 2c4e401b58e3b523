import LoupeCore
import LoupePager
import Testing

/// The pager's tier follows the terminal's answers when it was chosen automatically, and only then.
@Suite struct PagerAutomaticTierTests {
    static func state(tier: MagnifierTier, automatic: AutomaticTier?) -> PagerState {
        var settings = PagerSettings(title: "t")
        settings.loupe.tier = tier
        settings.automaticTier = automatic
        return PagerState(document: InMemoryDocument(TextImporter().importText("ems.filter { $0 > 1 }")),
                          size: GridSize(columns: 40, rows: 8), settings: settings)
    }

    static func report(_ r: TerminalReport, _ ms: Double) -> InputEvent { .terminal(r, time: Instant(milliseconds: ms)) }

    /// xterm 379 with `-fa Unifont`, as its replies come (measured): the tier changes on the last one that completes the proof.
    static let xtermUnifont: [TerminalReport] = [
        .font(TerminalFont(name: "Unifont", isLocal: true, sextantsInstalled: true)),
        .sextantAdvance(1),
        .version("XTerm(379)"),
    ]

    @Test func anAutomaticQuadrantBecomesSextantOnceTheAnswersProveIt() {
        var s = Self.state(tier: .quadrant, automatic: AutomaticTier(base: .quadrant, mayRaise: true))
        var tiers: [MagnifierTier] = []
        for (i, r) in Self.xtermUnifont.enumerated() {
            #expect(PagerReducer.reduce(&s, Self.report(r, Double(10 * i))).isEmpty)
            tiers.append(s.settings.loupe.tier)
        }
        #expect(tiers == [.quadrant, .quadrant, .sextant])
        #expect(s.terminalAnswers.version == "XTerm(379)")
    }

    @Test func aTierAskedForIsKept() {
        var s = Self.state(tier: .halfblock, automatic: nil)
        for r in Self.xtermUnifont { _ = PagerReducer.reduce(&s, Self.report(r, 5)) }
        #expect(s.settings.loupe.tier == .halfblock)
    }

    @Test func insideTmuxTheAnswersDoNotRaiseIt() {
        var s = Self.state(tier: .quadrant, automatic: AutomaticTier(base: .quadrant, mayRaise: false))
        for r in [TerminalReport.version("tmux 3.3a"), .sextantAdvance(1)] + Self.xtermUnifont { _ = PagerReducer.reduce(&s, Self.report(r, 5)) }
        #expect(s.settings.loupe.tier == .quadrant)
    }

    @Test func aBitmapXtermKeepsQuadrants() {
        var s = Self.state(tier: .quadrant, automatic: AutomaticTier(base: .quadrant, mayRaise: true))
        let replies: [TerminalReport] = [.sextantAdvance(1), .version("XTerm(379)"),
                                         .font(TerminalFont(name: "-misc-fixed-medium-r-semicondensed--13-120-75-75-c-60-iso10646-1",
                                                            isLocal: true, sextantsInstalled: true))]
        for r in replies { _ = PagerReducer.reduce(&s, Self.report(r, 5)) }
        #expect(s.settings.loupe.tier == .quadrant)
    }
}
