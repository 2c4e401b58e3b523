import LoupeCore
import Testing
@testable import LoupeTerminal

private let t0 = Instant(milliseconds: 5)

private func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

private func keys(_ inputs: [DecodedInput]) -> [KeyEvent] {
    inputs.compactMap { if case let .key(k) = $0 { return k } else { return nil } }
}

/// The replies to `TerminalModes.drawingProbe`, as xterm 379, tmux 3.3a and kitty send them
/// (measured): they become replies, split anywhere, and never keys.
@Suite struct DrawingProbeReplyTests {
    /// Every reply xterm 379 gave to the probe, in its order, then a key typed after.
    static let xtermReplies = "\u{1B}[1;2R\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}]50;Unifont\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"

    @Test func xtermsRepliesAreRepliesInOrderAndTheKeyAfterThemIsAKey() {
        var d = InputDecoder()
        d.positionReportAwaitedUntil = t0.adding(milliseconds: 3000)
        let out = d.feed(bytes(Self.xtermReplies + "j"), at: t0)
        #expect(out == [.cursorPosition(row: 1, column: 2), .version("XTerm(379)"), .font("Unifont"), .deviceAttributes,
                        .key(KeyEvent(.character("j"), time: t0))])
        #expect(d.positionReportAwaitedUntil == nil)
        #expect(!d.hasPending)
    }

    @Test func splitAtEveryByteTheSame() {
        let all = bytes(Self.xtermReplies)
        for cut in 1..<all.count {
            var d = InputDecoder()
            d.positionReportAwaitedUntil = t0.adding(milliseconds: 3000)
            let out = d.feed(all[..<cut], at: t0) + d.feed(all[cut...], at: t0)
            #expect(out == [.cursorPosition(row: 1, column: 2), .version("XTerm(379)"), .font("Unifont"), .deviceAttributes], "cut at \(cut)")
        }
    }

    @Test("XTVERSION replies, ended by ST or BEL", arguments: [
        ("\u{1B}P>|tmux 3.3a\u{1B}\\", "tmux 3.3a"),
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\", "kitty(0.26.5)"),
        ("\u{1B}P>|WezTerm 20240203-110809-5046fc22\u{07}", "WezTerm 20240203-110809-5046fc22"),
    ])
    func versions(_ reply: String, _ name: String) {
        var d = InputDecoder()
        #expect(d.feed(bytes(reply), at: t0) == [.version(name)])
    }

    @Test func aBitmapFontsNameIsItsXLFD() {
        var d = InputDecoder()
        let xlfd = "-misc-fixed-medium-r-semicondensed--13-120-75-75-c-60-iso10646-1"
        #expect(d.feed(bytes("\u{1B}]50;\(xlfd)\u{07}"), at: t0) == [.font(xlfd)])
        #expect(d.feed(bytes("\u{1B}]50;\u{07}"), at: t0).isEmpty, "an empty name says nothing")
    }

    /// Without `?`, a position report reads exactly like shift+F3: it is one only while awaited,
    /// and DA1 (answered after it) or the time passing ends the wait.
    @Test func aPositionReportIsShiftF3UnlessAwaited() {
        var d = InputDecoder()
        let f3 = keys(d.feed(bytes("\u{1B}[1;2R"), at: t0))
        #expect(f3.map(\.key) == [.function(3)] && f3.first?.modifiers == .shift)
        d.positionReportAwaitedUntil = t0.adding(milliseconds: 3000)
        #expect(d.feed(bytes("\u{1B}[1;2R\u{1B}[1;2R"), at: t0).first == .cursorPosition(row: 1, column: 2))
        #expect(d.positionReportAwaitedUntil == nil)
        d.positionReportAwaitedUntil = t0.adding(milliseconds: 3000)
        #expect(d.feed(bytes("\u{1B}[?62;22c"), at: t0) == [.deviceAttributes])
        #expect(d.positionReportAwaitedUntil == nil, "the terminal answered DA1 without a position: none is coming")
        #expect(keys(d.feed(bytes("\u{1B}[1;2R"), at: t0)).map(\.key) == [.function(3)])
        // A report awaited in vain: after the time, shift+F3 is a key again.
        d.positionReportAwaitedUntil = t0.adding(milliseconds: 3000)
        #expect(keys(d.feed(bytes("\u{1B}[1;2R"), at: t0.adding(milliseconds: 3001))).map(\.key) == [.function(3)])
        // DECXCPR's `?` form is never a key.
        #expect(d.feed(bytes("\u{1B}[?1;2;1R"), at: t0) == [.cursorPosition(row: 1, column: 2)])
    }

    @Test func altPAndAltBracketStayKeys() {
        var d = InputDecoder()
        let k = keys(d.feed(bytes("\u{1B}Px\u{1B}]5x\u{1B}P>y"), at: t0))
        #expect(k.map(\.key) == [.character("P"), .character("x"), .character("]"), .character("5"), .character("x"),
                                 .character("P"), .character(">"), .character("y")])
        #expect(k[0].modifiers == .alt && k[2].modifiers == .alt && k[5].modifiers == .alt)
    }

    @Test func anEndlessVersionIsDroppedAndTextAfterItSurvives() {
        var d = InputDecoder()
        let out = d.feed(bytes("\u{1B}P>|" + String(repeating: "v", count: 400) + "\u{1B}\\z"), at: t0)
        #expect(!out.contains { if case .version = $0 { return true } else { return false } })
        #expect(keys(out).last?.key == .character("z"))
        #expect(!d.hasPending)
    }
}

extension DrawingProbeReplyTests {
    /// The probe's DECRQM for grapheme clustering (2027) is answered as any mode report.
    @Test func theClusteringModeIsAModeReport() {
        var d = InputDecoder()
        #expect(d.feed(bytes("\u{1B}[?2027;3$y"), at: t0) == [.modeReport(mode: 2027, value: 3)])
        #expect(TerminalModes.drawingProbe.hasSuffix(TerminalModes.queryClusters + "\u{1B}[c"), "DA1 stays last")
    }
}
