import Foundation
import Testing

/// `loupe view` in each real terminal the test set-up installs (xterm, sakura, kitty, Alacritty,
/// rxvt-unicode, st, mlterm, Konsole), on a headless X server, driven by X pointer and key events: in one
/// session the lens at the pointer while dragging, the edit menu on release, a drag after it, the
/// context menu at the pointer and a drag after it, a link's preview on a long press and a drag
/// after it, find's decorations, the copy in the X clipboard, the screen given back on `q`; in a
/// second session (`--clipboard none`) the copy through OSC 52 alone, in the clipboard exactly
/// where the terminal takes OSC 52 and never said to be copied. Each result goes into
/// docs/terminals.md (`TerminalMatrixReport`). A terminal that is not installed is skipped.
@Suite(.serialized, .enabled(if: XtermHarness.clipboardAvailable && LoggedScreen.unterm != nil && XtermHarness.imagemagick != nil,
                             "\(XtermHarness.skipReason), xclip, libvterm-bin (unterm) and imagemagick"))
struct TerminalMatrixTests {
    /// Fifteen lines, a page: each is filled to 79 columns with dots, so the program writes every
    /// cell (libvterm's `unterm` leaves out cells nothing was written to, and the columns after them
    /// would shift in `LoggedScreen`).
    static let text = [
        "The quick brown fox",
        "jumps over the lazy dog",
        "Pack my box with five dozen liquor jugs",
        "docs at https://example.com/guide today",
        "Sphinx of black quartz, judge my vow",
        "How vexingly quick daft zebras jump",
        "The five boxing wizards jump quickly",
        "Jackdaws love my big sphinx of quartz",
        "A wizard's job is to vex chumps quickly in fog",
        "Bright vixens hop; fickle geese waltz",
        "Crazy Fredrick bought many very exquisite opal jewels",
        "We promptly judged antique ivory buckles for the next prize",
        "Grumpy wizards make toxic brew for the evil queen and king",
        "Amazingly few discotheques provide jukeboxes",
        "Six big devils from Japan quickly forgot how to waltz",
    ].map { $0 + " " + String(repeating: ".", count: 78 - $0.count) + "\n" }.joined()

    static let columns = 80, rows = 16

    static let checkDescriptions = [
        ("lens at the pointer", "a drag over `sphinx` (row 7), the button held: the lens, a box with round corners, is centred on the pointer's column (within a column and a half) with one row between it and the pointer's row"),
        ("edit menu on release", "on release the edit menu (`│ Copy │`) is just above or below the selection's row, centred on the selection (within two columns)"),
        ("copy with the provider (xclip)", "the X clipboard (`xclip -o`) holds `sphinx` and the status bar says `copied 6 characters`"),
        ("second drag under the pointer", "Esc, then a drag over `liquor`: the clipboard holds `liquor`"),
        ("context menu at the pointer", "a right-click at column 10, row 4 (a selection made): the context menu (`│ Copy       │`, one item a row) has its top left corner at the pointer's cell, or a column right or a row down of it"),
        ("drag after the context menu", "the pointer moved over the menu's items (any-motion tracking), Esc, a drag over `dozen`: the clipboard holds `dozen`"),
        ("link preview on a long press", "the left button held on `https://example.com/guide`: a box with the link and `Copy link` appears while it is held"),
        ("drag after the preview", "Esc, a drag over `quick`: the clipboard holds `quick`"),
        ("find decorates matches", "`/jump`: the bar says `/jump` and each of the three matches is drawn with attributes of its own"),
        ("q restores the screen", "Esc, `q`: the program exits 0, leaves the alternate screen (`?1049l`) and the window's pixels are those before it started (a line printed by the shell, the cursor hidden)"),
        ("mouse modes off after exit", "the terminal's own answers (DECRQM) for modes 1000, 1002, 1003, 1006, 1016: none is set; n/a where the terminal does not answer DECRQM"),
        ("copy with OSC 52 only", "`--clipboard none`, a drag over `lazy`: the status bar says `sent 4 characters to the terminal (OSC 52)`, never `copied`; the clipboard holds `lazy` where the terminal takes OSC 52 and stays empty where it does not"),
    ]

    static let notInTheMatrix = """
        **foot** speaks Wayland only, and Weston's headless backend takes no injected input (Debian's \
        weston ships no test plugin and no virtual keyboard or pointer protocol). It can be driven nested \
        in the X server instead: cage (a wlroots kiosk compositor) with `WLR_BACKENDS=x11` opens one X window \
        and passes the X pointer and key events it gets to foot. Tried by hand: a drag over a word showed \
        the lens and the copy reached Xwayland's clipboard (`xclip -o` as the compositor's user). It stays out: \
        cage refuses to run as root (it must run as another user), its window in Xvfb stops \
        repainting after the first frames (no screenshot check can pass), a copy through OSC 52 alone did \
        not reach Xwayland's clipboard, and foot, cage and xwayland (about 20 packages, about 2 MB to download) are not installed \
        by the test set-up.
        """

    /// The terminal's own words for the lens tier: the block characters drawn after the probe's sextant.
    static func tier(_ written: String) -> String {
        var sextants = 0, quadrants = 0
        for scalar in written.unicodeScalars {
            if (0x1FB01...0x1FB3B).contains(scalar.value) { sextants += 1 }
            if (0x2596...0x259F).contains(scalar.value) { quadrants += 1 }
        }
        return sextants > 20 ? "sextant" : quadrants > 20 ? "quadrant" : "? (\(sextants) sextants, \(quadrants) quadrants)"
    }

    /// The screen the program's output draws now.
    static func screen(_ h: XtermHarness, styled: Bool = false) throws -> LoggedScreen {
        try LoggedScreen(h.written(), columns: h.columns, rows: h.rows, styled: styled)
    }

    /// Drags over columns `from...to` of `row` (from the left part of the first cell to the right
    /// part of the last) and says whether the clipboard then holds `expected`.
    static func drag(_ h: XtermHarness, row: Int, _ from: Int, _ to: Int, expecting expected: String, _ detail: inout String) throws -> Bool {
        try h.drag(from: .init(column: from, row: row, x: 0.2), via: [.init(column: (from + to) / 2, row: row)],
                   to: .init(column: to, row: row, x: 0.8))
        let held = try h.waitForSelection("clipboard", expected)
        detail = "the clipboard holds \(held.debugDescription), not \(expected.debugDescription)"
        return held == expected
    }

    /// What a failed check leaves for a person to look at: the window as it shows now and the
    /// terminal process's state (a terminal that stopped answering shows here).
    static func evidence(_ h: XtermHarness, _ check: String) -> String {
        let file = URL(fileURLWithPath: NSTemporaryDirectory() + "loupe-matrix-\(h.kind)-\(check.replacingOccurrences(of: " ", with: "-")).png")
        let shot = (try? h.capture(to: file)).map { "screenshot \(file.path)" } ?? "no screenshot"
        return "\(shot); \(h.kind): \(h.terminalState())"
    }

    /// Waits until the program has turned the mouse on, the probe's answers have come (a terminal
    /// that grants pixels says so within a second) and the terminal shows a steady screen: `script`
    /// logs the modes when the program writes them, before the terminal has read them.
    static func started(_ h: XtermHarness) throws {
        try h.waitForMouse(pixels: false)
        try? h.waitUntil("SGR-Pixels", timeout: 1) { h.written().contains("\u{1B}[?1016h") }
        _ = try h.waitForSteadyScreen("started")
    }

    /// Esc, and a pause before the next key (else the two are read as one: alt+KEY), until no
    /// menu, preview or find bar is on the screen.
    static func escape(_ h: XtermHarness) throws {
        try h.key("Escape")
        usleep(150_000)
        try h.waitUntil("the screen without a menu, a preview or the find bar", lastSeen: { (try? screen(h).rows.joined(separator: "\n")) ?? "" }) {
            let s = try screen(h)
            return s.cell(of: "│ Copy") == nil && s.cell(of: "Copy link") == nil && !s.rows.contains { $0.hasPrefix("/") }
        }
    }

    /// A file with the text, for the session.
    static func textFile() throws -> String {
        let file = NSTemporaryDirectory() + "loupe-matrix-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// `LOUPE_TERMINALS=kitty,st` runs those alone.
    @Test(arguments: XtermHarness.Kind.allCases)
    func everyInteractionInARealTerminal(_ kind: XtermHarness.Kind) throws {
        if let chosen = ProcessInfo.processInfo.environment["LOUPE_TERMINALS"], !chosen.split(separator: ",").contains(Substring(kind.rawValue)) {
            try Test.cancel("\(kind) is not in LOUPE_TERMINALS (\(chosen))")
        }
        guard kind.isInstalled else {
            // Said on standard error as well: the test runner may show a cancelled case without its comment.
            let why = "\(kind) is not installed (Debian package \(kind.package)): skipped"
            FileHandle.standardError.write(Data("TerminalMatrixTests: \(why)\n".utf8))
            try? TerminalMatrixReport(terminal: kind.rawValue, version: "not installed").save()
            try Test.cancel(Comment(rawValue: why))
        }
        let start = Date()
        var report = TerminalMatrixReport(terminal: kind.rawValue, version: kind.version)
        defer {
            report.seconds = Date().timeIntervalSince(start)
            report.date = ISO8601DateFormatter().string(from: Date())
            do { try report.save() } catch { Issue.record("the report: \(error)") }
        }
        // A terminal that dies on its own (not Loupe: the terminal's process ends, its window goes,
        // or it never shows one; kitty 0.26 under load) gets up to three runs; the earlier runs' failures are kept in the
        // report's `retried`. One that dies in every run is reported, not counted as Loupe's failure.
        var deaths: [String] = []
        for attempt in 1...3 {
            _ = XtermHarness.takeDied(kind)
            report = TerminalMatrixReport(terminal: kind.rawValue, version: kind.version)
            report.holdsIssues = true
            var thrown: (any Error)?
            do {
                try Self.withTheProvider(kind, &report)
                try Self.withOSC52Only(kind, &report)
            } catch {
                thrown = error
            }
            report.holdsIssues = false
            let failed = thrown != nil || !report.heldIssues.isEmpty
            if failed && XtermHarness.takeDied(kind) {
                deaths.append("run \(attempt): " + (report.heldIssues + (thrown.map { ["\($0)"] } ?? [])).joined(separator: "; "))
                report.retried = "\(kind) itself ended during \(deaths.count) run(s): " + deaths.joined(separator: " | ")
                continue
            }
            report.retried = deaths.isEmpty ? nil : "\(kind) itself ended during \(deaths.count) run(s): " + deaths.joined(separator: " | ")
            for issue in report.heldIssues { Issue.record(Comment(rawValue: issue)) }
            if let thrown { throw thrown }
            return
        }
        FileHandle.standardError.write(Data("TerminalMatrixTests: \(kind) ended on its own in every run; not counted as Loupe's failure\n".utf8))
    }

    static func withTheProvider(_ kind: XtermHarness.Kind, _ report: inout TerminalMatrixReport) throws {
        let file = try textFile()
        defer { unlink(file) }
        let h = try XtermHarness(columns: columns, rows: rows, terminal: kind, screenshots: true, loupe: ["view", file])
        try started(h)

        var tier = "?"
        report.check("lens at the pointer", evidence: { Self.evidence(h, "lens at the pointer") }) { detail in
            try h.press(at: .init(column: 21, row: 7, x: 0.2))
            try h.move(to: .init(column: 23, row: 7))
            try h.move(to: .init(column: 26, row: 7))
            var lens: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)?
            // The lens follows the pointer with a short lag: seen where it comes to rest, or where it was last.
            try? h.waitUntil("the lens centred on the pointer", timeout: 3, every: 50_000) {
                lens = try screen(h).roundBoxes.first { $0.rows.upperBound == 5 || $0.rows.lowerBound == 9 }
                return lens.map { abs(Double($0.columns.lowerBound + $0.columns.upperBound) / 2 - 26) <= 1.5 } ?? false
            }
            tier = Self.tier(h.written())
            guard let lens else {
                detail = "no lens with one row between it and row 7: \(try screen(h).rows.joined(separator: "\n"))"
                return false
            }
            let centre = Double(lens.columns.lowerBound + lens.columns.upperBound) / 2
            detail = "the lens spans columns \(lens.columns), rows \(lens.rows): centred on \(centre), the pointer on column 26"
            return abs(centre - 26) <= 1.5
        }
        report.tier = tier
        report.pixels = h.written().contains("\u{1B}[?1016h") ? "granted" : "not granted"
        report.check("edit menu on release", evidence: { Self.evidence(h, "edit menu on release") }) { detail in
            try h.release(at: .init(column: 26, row: 7, x: 0.8))
            var box: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)?
            try h.waitUntil("the edit menu", lastSeen: { (try? screen(h).rows.joined(separator: "\n")) ?? "" }) {
                let s = try screen(h)
                guard let copy = s.cell(of: "│ Copy │") else { return false }
                box = s.roundBoxes.first { $0.rows.contains(copy.row) && $0.columns.contains(copy.column) }
                return box != nil
            }
            guard let box else { return false }
            let centre = Double(box.columns.lowerBound + box.columns.upperBound) / 2
            detail = "the menu spans columns \(box.columns), rows \(box.rows); the selection is columns 21-26 of row 7"
            return (box.rows.upperBound == 6 || box.rows.lowerBound == 8) && abs(centre - 23.5) <= 2
        }
        var copyGoesTo = "?"
        report.check("copy with the provider (xclip)", evidence: { Self.evidence(h, "copy with the provider (xclip)") }) { detail in
            let held = try h.waitForSelection("clipboard", "sphinx")
            let said = try screen(h).rows.last?.contains("copied 6 characters") == true
            detail = "the clipboard holds \(held.debugDescription); the status bar said copied: \(said)"
            copyGoesTo = held == "sphinx" && said ? "the X clipboard (xclip), said copied" : "? \(detail)"
            return held == "sphinx" && said
        }
        report.copyWithProvider = copyGoesTo
        try escape(h)
        report.check("second drag under the pointer", evidence: { Self.evidence(h, "second drag under the pointer") }) { try drag(h, row: 2, 28, 33, expecting: "liquor", &$0) }

        try escape(h)
        report.check("context menu at the pointer", evidence: { Self.evidence(h, "context menu at the pointer") }) { detail in
            try h.rightClick(at: .init(column: 10, row: 4))
            var box: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)?
            try h.waitUntil("the context menu", lastSeen: { (try? screen(h).rows.joined(separator: "\n")) ?? "" }) {
                let s = try screen(h)
                box = s.roundBoxes.first { b in s.rows[b.rows.lowerBound + 1].contains("│ Copy       │") }
                return box != nil
            }
            guard let box else { return false }
            detail = "the menu spans columns \(box.columns), rows \(box.rows); the pointer is at column 10, row 4"
            return (10...11).contains(box.columns.lowerBound) && (4...5).contains(box.rows.lowerBound)
        }
        report.check("drag after the context menu", evidence: { Self.evidence(h, "drag after the context menu") }) { detail in
            for row in 6...9 { try h.move(to: .init(column: 13, row: row)) }
            try escape(h)
            return try drag(h, row: 2, 22, 26, expecting: "dozen", &detail)
        }

        try escape(h)
        report.check("link preview on a long press", evidence: { Self.evidence(h, "link preview on a long press") }) { detail in
            try h.press(at: .init(column: 12, row: 3))
            defer { try? h.release(at: .init(column: 12, row: 3)) }
            try h.waitUntil("the link's preview", timeout: 3, lastSeen: { (try? screen(h).rows.joined(separator: "\n")) ?? "" }) {
                let s = try screen(h)
                return s.cell(of: "Copy link") != nil && s.rows.filter { $0.contains("example.com/guide") }.count >= 2
            }
            return true
        }
        report.check("drag after the preview", evidence: { Self.evidence(h, "drag after the preview") }) { detail in
            try escape(h)
            return try drag(h, row: 0, 4, 8, expecting: "quick", &detail)
        }

        try escape(h)
        report.check("find decorates matches", evidence: { Self.evidence(h, "find decorates matches") }) { detail in
            try h.key("slash", "j", "u", "m", "p")
            let decorated = try Regex("\u{1B}\\[[0-9;]*[1-9][0-9;]*mjump")
            try h.waitUntil("the matches decorated", lastSeen: { (try? screen(h, styled: true).rows.joined(separator: "\n").debugDescription) ?? "" }) {
                let s = try screen(h, styled: true)
                return try screen(h).rows.contains { $0.hasPrefix("/jump") } && [1, 5, 6].allSatisfy { s.rows[$0].contains(decorated) }
            }
            try escape(h)
            return true
        }

        report.check("q restores the screen", evidence: { Self.evidence(h, "q restores the screen") }) { detail in
            try escape(h)
            try h.key("q")
            let status = try h.exitStatus()
            let after = try h.screenAfterExit()
            let differing = XtermHarness.differingPixels(after, try #require(h.screenBefore))
            let left = h.written().contains("\u{1B}[?1049l")
            detail = "exit status \(status) (stderr: \(h.stderr())); left the alternate screen: \(left); \(differing) pixels differ from before (\(after.path))"
            if differing != 0 {
                for (shot, name) in [(after, "after"), (try #require(h.screenBefore), "before")] {
                    let kept = URL(fileURLWithPath: NSTemporaryDirectory() + "loupe-matrix-\(kind)-\(name).png")
                    try? FileManager.default.removeItem(at: kept)
                    try? FileManager.default.copyItem(at: shot, to: kept)
                }
            }
            return status == 0 && left && differing == 0
        }
        report.check("mouse modes off after exit", evidence: { Self.evidence(h, "mouse modes off after exit") }) { detail in
            let modes = try? h.modesAfterExit()
            guard let modes, !modes.isEmpty else {
                detail = "\(kind) does not answer DECRQM"
                return nil
            }
            detail = "the terminal's answers: \(modes.sorted { $0.key < $1.key })"
            return !modes.values.contains(1) && !modes.values.contains(3)
        }
    }

    static func withOSC52Only(_ kind: XtermHarness.Kind, _ report: inout TerminalMatrixReport) throws {
        let file = try textFile()
        defer { unlink(file) }
        // Wide enough for the status bar's whole word on the copy.
        let h = try XtermHarness(columns: 120, rows: rows, terminal: kind, loupe: ["view", file, "--clipboard", "none"])
        try started(h)
        var copyGoesTo = "?"
        report.check("copy with OSC 52 only", evidence: { Self.evidence(h, "copy with OSC 52 only") }) { detail in
            try h.drag(from: .init(column: 15, row: 1, x: 0.2), via: [.init(column: 17, row: 1)], to: .init(column: 18, row: 1, x: 0.8))
            try h.waitUntil("the status bar's word on the copy", lastSeen: { (try? screen(h).rows.last) ?? "" }) {
                try screen(h).rows.last?.contains("4 characters") == true
            }
            let status = try screen(h).rows.last ?? ""
            let sent = status.contains("sent 4 characters to the terminal (OSC 52)"), copied = status.contains("copied") || h.written().contains("copied")
            let (takes, why) = kind.takesOSC52
            var held: String?
            if takes {
                held = try h.waitForSelection("clipboard", "lazy")
            } else {
                usleep(500_000)  // OSC 52 would have arrived by now
                held = try h.selection("clipboard")
            }
            detail = "said sent through OSC 52: \(sent), said copied: \(copied); the clipboard holds \(held.debugDescription) (\(why))"
            copyGoesTo = (held == "lazy" ? "the X clipboard (the terminal took OSC 52)" : "nowhere: \(why)") + (copied ? "; said copied" : "; said sent, not copied")
            return sent && !copied && held == (takes ? "lazy" : nil)
        }
        report.copyWithOSC52 = copyGoesTo
        try escape(h)
        try h.key("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")
    }
}
