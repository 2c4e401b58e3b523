import Glibc
import LoupeCore
import LoupeTerminal
import Testing

/// The mouse modes as xterm reads them: one tracking setting (1000, 1002, 1003; resetting any
/// of them turns tracking off) and one coordinate setting (1006 SGR, 1016 SGR-Pixels; the last
/// one set wins, resetting the one in force goes back to X10). The facts behind issue 26.
struct XtermMouseModel: Equatable {
    var tracking: Int? = nil
    var coordinates: Int? = nil

    /// Applies every `CSI ? N h` and `CSI ? N l` in `bytes`, in order.
    mutating func apply(_ bytes: String) {
        var rest = Substring(bytes)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            rest = rest[rest.index(after: escape)...]
            guard rest.hasPrefix("[?") else { continue }
            rest = rest.dropFirst(2)
            let digits = rest.prefix { $0.isNumber }
            rest = rest.dropFirst(digits.count)
            guard let mode = Int(digits), let final = rest.first else { continue }
            rest = rest.dropFirst()
            switch (mode, final) {
            case (1000, "h"), (1002, "h"), (1003, "h"): tracking = mode
            case (1000, "l"), (1002, "l"), (1003, "l"): tracking = nil
            case (1006, "h"), (1016, "h"): coordinates = mode
            case (1006, "l"), (1016, "l"): if coordinates == mode { coordinates = nil }
            default: break
            }
        }
    }

    /// The model a terminal in these modes should be in.
    static func of(_ modes: MouseModes) -> XtermMouseModel {
        XtermMouseModel(tracking: modes.hover ? 1003 : 1002, coordinates: modes.pixels ? 1016 : 1006)
    }
}

@Suite struct MouseModesTests {
    static let all = [false, true].flatMap { hover in [false, true].map { MouseModes(hover: hover, pixels: $0) } }

    /// From any modes to any other: the terminal ends up in exactly the new ones, so the
    /// decoder (pixels or cells) and the terminal agree.
    @Test(arguments: all, all)
    func everySwitchLeavesTheTerminalInExactlyTheNewModes(from: MouseModes, to: MouseModes) {
        var terminal = XtermMouseModel()
        terminal.apply(from.bytes)
        #expect(terminal == .of(from))
        terminal.apply(to.bytes)
        #expect(terminal == .of(to), "from \(from) to \(to): \(to.bytes.debugDescription)")
    }

    @Test func pixelsComeLastAndFocusReportsAreAskedFor() {
        let bytes = MouseModes(hover: true, pixels: true).bytes
        #expect(bytes.hasSuffix("\u{1B}[?1016h"))
        #expect(bytes.contains("\u{1B}[?1004h"))
        #expect(!MouseModes(hover: false, pixels: false).bytes.contains("1016"))
    }
}

/// A `TerminalSession` on a pseudo-terminal, its every switch read from the other side: after
/// SGR-Pixels is granted, the hover switch of a menu (on and off), a resume (after Ctrl-Z or
/// the editor) leave xterm's model in the session's modes, with pixels on. (In the renderer's
/// serialized suite: ncurses has one screen per process.)
extension FrameRendererTests {
    @Test func everySwitchAfterPixelsKeepsPixels() throws {
        // Out of the way of any headless screen another suite has open (one ncurses screen at a time).
        try HeadlessScreen.exclusively { try everySwitchAfterPixelsKeepsPixelsAlone() }
    }

    func everySwitchAfterPixelsKeepsPixelsAlone() throws {
        guard let pty = PseudoTerminal() else { return }
        let session = try TerminalSession(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name)
        defer { session.close() }
        var terminal = XtermMouseModel()
        func check(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
            terminal.apply(pty.read())
            #expect(terminal == .of(session.mouseModes), "\(what): the terminal is in \(terminal), the session in \(session.mouseModes)",
                    sourceLocation: sourceLocation)
        }
        session.startInput()
        check("the start")
        var decoder = InputDecoder()
        decoder.cellPixelSize = (width: 10, height: 20)
        session.handleReply(.modeReport(mode: 1016, value: 2), decoder: &decoder)
        #expect(session.pixelsEnabled)
        check("pixels granted")
        session.setHoverTracking(true)   // a menu opens
        check("hover on")
        #expect(terminal.coordinates == 1016)
        session.setHoverTracking(false)  // the menu closes
        check("hover off")
        #expect(terminal.coordinates == 1016)
        session.resume()                 // back from Ctrl-Z or the editor
        check("resume")
        #expect(terminal.coordinates == 1016 && terminal.tracking == 1002)
    }
}

/// Whole grapheme clusters where the terminal says it draws them: a session on a pseudo-terminal
/// whose "terminal" answers the probe's DECRQM 2027. Before the answer a ZWJ sequence's cell
/// shows its first emoji only (kitty 0.26, which is no tmux, advances a ZWJ sequence per emoji);
/// after it, the whole sequence is written and reported.
extension FrameRendererTests {
    @Test(arguments: [1, 2, 3, 4, 0])
    func aTerminalThatAnswersModeTwentyTwentySevenGetsWholeClusters(value: Int) throws {
        // Out of the way of any headless screen another suite has open (one ncurses screen at a time).
        try HeadlessScreen.exclusively { try wholeClustersAlone(value: value) }
    }

    func wholeClustersAlone(value: Int) throws {
        guard let pty = PseudoTerminal() else { return }
        let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        let session = try TerminalSession(environment: env, ttyPath: pty.name)
        defer { session.close() }
        var backend = TerminalBackend(session: session, options: TerminalOptions(environment: env))
        let first = backend.nextEvents(deadline: nil) ?? []
        #expect(!first.contains { if case .terminal(.wholeClusters, _) = $0 { return true } else { return false } })
        var frame = CellBuffer(size: session.size)
        _ = frame.write("dev 🧑‍💻 done", column: 0, row: 0)
        backend.present(base: frame, overlays: [])
        let before = pty.read()
        // The probe asks, in the first frame's write, before the frame.
        let asked = before.range(of: "\u{1B}[?2027$p"), drawn = before.range(of: "dev ")
        #expect(asked != nil && drawn != nil && asked!.lowerBound < drawn!.lowerBound, "\(before.debugDescription)")
        #expect(before.contains("🧑") && !before.contains("🧑‍💻"), "no whole cluster before the terminal says")
        pty.send("\u{1B}[?2027;\(value)$y")
        let events = backend.nextEvents(deadline: backend.now.adding(milliseconds: 500)) ?? []
        let said = events.contains(.terminal(.wholeClusters(true), time: backend.now)) || events.contains {
            if case .terminal(.wholeClusters(true), _) = $0 { return true } else { return false }
        }
        backend.present(base: frame, overlays: [])
        let after = pty.read()
        let drawsClusters = [1, 2, 3].contains(value)
        #expect(said == drawsClusters, "\(events)")
        #expect(after.contains("🧑‍💻") == drawsClusters, "\(after.debugDescription)")
        #expect(after.contains("\u{1B}[?2027h") == (value == 2), "a settable mode is set")
    }
}
