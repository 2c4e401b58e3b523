import LoupeCore
import LoupePager
import LoupeRuntime
import Testing

/// The reducer alone: events in, state and effects out, nothing drawn.
@Suite struct PagerReducerTests {
    static let text = (1...40).map { "line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")

    static func state(purpose: PagerSettings.Purpose = .view, suspendable: Bool = true, keymap: PagerKeymap = .standard) -> PagerState {
        let settings = PagerSettings(purpose: purpose, title: "t", suspendable: suspendable, keymap: keymap)
        return PagerState(document: InMemoryDocument(TextImporter().importText(text)), size: GridSize(columns: 60, rows: 12),
                          settings: settings)
    }

    static func mouse(_ action: MouseAction, _ c: Int, _ r: Int, _ ms: Double) -> InputEvent {
        .mouse(MouseEvent(action, .left, at: GridPoint(column: c, row: r), time: Instant(milliseconds: ms)))
    }

    static func key(_ k: Key, _ modifiers: Modifiers = [], _ ms: Double = 500) -> InputEvent {
        .key(KeyEvent(k, modifiers: modifiers, time: Instant(milliseconds: ms)))
    }

    @Test func aDragAndReleaseCopiesTheTextAndSaysSo() {
        var s = Self.state()
        #expect(PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 10)).isEmpty)
        #expect(PagerReducer.reduce(&s, Self.mouse(.drag, 14, 2, 30)).isEmpty)
        #expect(s.selectionSummary == "selecting 1 line")
        let effects = PagerReducer.reduce(&s, Self.mouse(.release, 14, 2, 50))
        #expect(effects == [.copy("he qui")], "columns 9 to 14 of \"line 3: the quick\"")
        #expect(s.selectionText == "he qui")
        #expect(s.message == nil, "nothing said before something took the text")
        _ = PagerReducer.reduce(&s, .copied(CopyOutcome(takenBy: ["xclip"]), time: Instant(milliseconds: 50)))
        #expect(s.message == "copied 6 characters")
        #expect(s.selectionSummary == "selected 6 chars")
        #expect(s.now == Instant(milliseconds: 50), "time comes with the events")
    }

    @Test func inAPickTheReleaseEndsTheSessionWithTheText() {
        var s = Self.state(purpose: .pick)
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 10))
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 14, 2, 30))
        #expect(PagerReducer.reduce(&s, Self.mouse(.release, 14, 2, 50)) == [.quit(status: 0, output: "he qui")])
    }

    @Test func ctrlZSuspendsOnlyWhereSomethingCanResumeIt() {
        var s = Self.state()
        #expect(PagerReducer.reduce(&s, Self.key(.character("z"), .ctrl)) == [.suspend])
        var popup = Self.state(suspendable: false)
        #expect(PagerReducer.reduce(&popup, Self.key(.character("z"), .ctrl)).isEmpty)
        #expect(PagerReducer.reduce(&s, Self.key(.character("c"), .ctrl)) == [.quit(status: 130, output: nil)])
    }

    @Test func escCancelsAPickBeforeTheSelectionEngineSeesIt() {
        for purpose in [PagerSettings.Purpose.view, .pick] {
            var s = Self.state(purpose: purpose)
            _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 10))
            _ = PagerReducer.reduce(&s, Self.mouse(.drag, 14, 2, 30))
            let effects = PagerReducer.reduce(&s, Self.key(.escape, [], 40))
            if purpose == .pick {
                #expect(effects == [.quit(status: 130, output: nil)])
                #expect(!s.selection.isEmpty, "the engine never saw the Esc")
            } else {
                #expect(effects.isEmpty)
                #expect(s.selection.isEmpty, "in the pager Esc clears the selection")
            }
        }
    }

    @Test func aKeymapRowIsAllItTakesToBindAKey() {
        var plain = Self.state()
        #expect(PagerReducer.reduce(&plain, Self.key(.character("x"))).isEmpty)
        var keymap = PagerKeymap.standard
        keymap.rows.append(PagerKeyBinding(.character("x"), .quit))
        keymap.rows.insert(PagerKeyBinding(.character("j"), .scrollPages(1)), at: 0)
        var custom = Self.state(keymap: keymap)
        #expect(PagerReducer.reduce(&custom, Self.key(.character("x"))) == [.quit(status: 0, output: nil)])
        _ = PagerReducer.reduce(&custom, Self.key(.character("j")))
        #expect(custom.viewport.top.line == 10, "the first matching row wins: j pages (11 content rows, one kept)")
    }

    @Test func theSameEventsGiveEqualStatesAndAnIdleTickChangesNoContent() {
        var a = Self.state(), b = a
        for e in [Self.mouse(.press, 9, 2, 10), Self.mouse(.drag, 20, 3, 30), Self.key(.pageDown, [], 40)] {
            _ = PagerReducer.reduce(&a, e)
            _ = PagerReducer.reduce(&b, e)
        }
        #expect(a == b)
        let revision = a.contentRevision
        _ = PagerReducer.reduce(&a, .tick(Instant(milliseconds: 41)))
        #expect(a.contentRevision == revision, "a tick that moves neither the selection nor the view leaves the base alone")
        #expect(a != b, "but the loupe animates and time moved")
    }

    @Test func theViewDrawsAnIncrementalDragAsAFreshViewWould() {
        var s = Self.state()
        var view = PagerView(magnifier: Magnifier.standard)
        view.update(to: s)
        var time = 10.0
        let path = [(9, 2), (30, 2), (12, 5), (40, 7), (20, 4), (5, 2), (50, 9), (9, 2)]
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, time))
        view.update(to: s)
        for (c, r) in path {
            time += 16
            _ = PagerReducer.reduce(&s, Self.mouse(.drag, c, r, time))
            view.update(to: s)
            var fresh = PagerView(magnifier: Magnifier.standard)
            fresh.update(to: s)
            #expect(view.base == fresh.base, "after dragging to \(c),\(r)")
        }
    }

    @Test func aViewAtTheEndKeepsTheEndInViewWhenResized() {
        // A pane capture opened at its end at 80x24, then shown in a taller popup: every row is in view.
        var settings = PagerSettings(purpose: .pick, title: "pane", showStatusBar: false, startAtEnd: true)
        settings.loupeEnabled = false
        let lines = (1...30).map { "row \($0)" }.joined(separator: "\n")
        var s = PagerState(document: InMemoryDocument(TextImporter().importText(lines)), size: GridSize(columns: 80, rows: 24),
                           settings: settings)
        #expect(s.viewport.top.line == 6, "opened at its end")
        _ = PagerReducer.reduce(&s, .resize(GridSize(columns: 80, rows: 10), time: .zero))
        #expect(s.viewport.top.line == 20, "shrunk: the last rows stay, as in a terminal")
        _ = PagerReducer.reduce(&s, .resize(GridSize(columns: 100, rows: 30), time: .zero))
        #expect(s.viewport.top.line == 0, "all 30 rows fit: none is hidden above")
        // A view scrolled up from the end keeps its top line.
        _ = PagerReducer.reduce(&s, .resize(GridSize(columns: 100, rows: 10), time: .zero))
        #expect(s.viewport.top.line == 0, "from the top, shrinking keeps the top")
        _ = PagerReducer.reduce(&s, Self.key(.end, [], 0.5))
        _ = PagerReducer.reduce(&s, Self.key(.up, [], 1))
        _ = PagerReducer.reduce(&s, Self.key(.up, [], 2))
        #expect(s.viewport.top.line == 18)
        _ = PagerReducer.reduce(&s, .resize(GridSize(columns: 100, rows: 8), time: Instant(milliseconds: 3)))
        #expect(s.viewport.top.line == 18, "not at the end: the top line stays")
        // One at the top of a long document stays at the top.
        var top = Self.state()
        _ = PagerReducer.reduce(&top, .resize(GridSize(columns: 60, rows: 5), time: .zero))
        #expect(top.viewport.top.line == 0)
    }

    @Test("the terminal's first report of the size the pager was built at draws nothing again; a new size does")
    func sameSizeResizeDrawsNothing() {
        var model = PagerModel(document: InMemoryDocument(TextImporter().importText((1...100).map { "row \($0)" }.joined(separator: "\n"))),
                               size: GridSize(columns: 40, rows: 10), settings: PagerSettings(), magnifier: nil)
        _ = model.takeBaseDamage()
        let revision = model.state.contentRevision
        _ = model.handle(.resize(GridSize(columns: 40, rows: 10), time: .zero))
        #expect(model.state.contentRevision == revision && model.takeBaseDamage() == .none, "the same size: not drawn again")
        _ = model.handle(.resize(GridSize(columns: 40, rows: 12), time: .zero))
        #expect(model.state.contentRevision != revision && model.takeBaseDamage().isAll, "a new size is drawn")
        #expect(model.baseFrame().size == GridSize(columns: 40, rows: 12))
    }

    @Test func aPickersDoubleClickWaitsForAThirdClickThatPicksTheLine() {
        // "line 3: the quick...": a double click on "quick", then a third click: the whole line.
        var s = Self.state(purpose: .pick)
        for (i, action) in [MouseAction.press, .release, .press].enumerated() {
            #expect(PagerReducer.reduce(&s, Self.mouse(action, 13, 2, 10 + Double(i) * 40)).isEmpty)
        }
        #expect(PagerReducer.reduce(&s, Self.mouse(.release, 13, 2, 130)).isEmpty, "the double click does not end the pick at once")
        #expect(s.pendingPick?.text == "quick")
        #expect(s.pendingPick?.deadline == Instant(milliseconds: 430), "it waits the multi-click interval (300 ms)")
        #expect(s.nextDeadline.map { $0 <= Instant(milliseconds: 430) } == true, "and asks for a tick by then")
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 13, 2, 200))
        #expect(PagerReducer.reduce(&s, Self.mouse(.release, 13, 2, 240))
                == [.quit(status: 0, output: "line 3: the quick brown fox jumps over the lazy dog")])
    }

    @Test func aPickersDoubleClickEndsThePickWhenNothingFollows() {
        var s = Self.state(purpose: .pick)
        for (i, action) in [MouseAction.press, .release, .press, .release].enumerated() {
            _ = PagerReducer.reduce(&s, Self.mouse(action, 13, 2, 10 + Double(i) * 40))
        }
        #expect(PagerReducer.reduce(&s, .tick(Instant(milliseconds: 300))).allSatisfy { if case .quit = $0 { false } else { true } })
        #expect(PagerReducer.reduce(&s, .tick(Instant(milliseconds: 431))) == [.quit(status: 0, output: "quick")])
        // Or at once when the pointer goes elsewhere.
        var moved = Self.state(purpose: .pick)
        for (i, action) in [MouseAction.press, .release, .press, .release].enumerated() {
            _ = PagerReducer.reduce(&moved, Self.mouse(action, 13, 2, 10 + Double(i) * 40))
        }
        #expect(PagerReducer.reduce(&moved, Self.mouse(.press, 30, 5, 200)) == [.quit(status: 0, output: "quick")])
        // The pager copies a double click at once, as before.
        var view = Self.state()
        var effects: [AppEffect] = []
        for (i, action) in [MouseAction.press, .release, .press, .release].enumerated() {
            effects += PagerReducer.reduce(&view, Self.mouse(action, 13, 2, 10 + Double(i) * 40))
        }
        #expect(effects == [.copy("quick")])
    }
}

extension PagerReducerTests {
    /// The status bar says what came of a copy, once the front end reports it: "copied" only
    /// when a clipboard took the text; OSC 52 alone is "sent to the terminal"; failures are named;
    /// a copy over the terminal clipboard's limit that nothing else took says so.
    @Test(arguments: [
        (CopyOutcome(takenBy: ["xclip"], sentToTerminal: true), nil, "copied 6 characters"),
        (CopyOutcome(takenBy: ["tmux buffer"], failures: ["copy command exited with status 2"]), nil,
         "copied 6 characters; copy command exited with status 2"),
        (CopyOutcome(sentToTerminal: true), nil, "sent 6 characters to the terminal (OSC 52)"),
        (CopyOutcome(sentToTerminal: true, failures: ["xclip exited with status 1"]), nil,
         "sent 6 characters to the terminal (OSC 52); xclip exited with status 1"),
        (CopyOutcome(failures: ["xsel is not installed"]), nil, "not copied: xsel is not installed"),
        (CopyOutcome(), 4, "not copied: 6 characters, too many for the terminal's clipboard (at most 4 bytes)"),
        (CopyOutcome(), nil, "not copied: no clipboard here (see --copy-command and [clipboard] in loupe config)"),
    ] as [(CopyOutcome, Int?, String)])
    func theStatusBarSaysWhatCameOfTheCopy(outcome: CopyOutcome, limit: Int?, message: String) {
        var s = Self.state()
        var settings = s.settings
        settings.clipboardLimit = limit
        PagerReducer.configure(&s, settings)
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 10))
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 14, 2, 30))
        #expect(PagerReducer.reduce(&s, Self.mouse(.release, 14, 2, 50)) == [.copy("he qui")])
        #expect(s.message == nil)
        #expect(PagerReducer.reduce(&s, .copied(outcome, time: Instant(milliseconds: 52))).isEmpty)
        #expect(s.message == message)
    }

    /// Two copies asked for before either outcome came back: each outcome names its own copy.
    @Test func outcomesAnswerTheCopiesInOrder() {
        var s = Self.state()
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 10))
        _ = PagerReducer.reduce(&s, Self.mouse(.release, 14, 2, 50))   // "he qui"
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 2000))     // not a double click
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 10, 2, 2030))
        _ = PagerReducer.reduce(&s, Self.mouse(.release, 10, 2, 2050))
        #expect(s.selectionText == "he")
        _ = PagerReducer.reduce(&s, .copied(CopyOutcome(takenBy: ["xclip"]), time: Instant(milliseconds: 2060)))
        #expect(s.message == "copied 6 characters")
        _ = PagerReducer.reduce(&s, .copied(CopyOutcome(sentToTerminal: true), time: Instant(milliseconds: 2070)))
        #expect(s.message == "sent 2 characters to the terminal (OSC 52)")
        _ = PagerReducer.reduce(&s, .copied(CopyOutcome(takenBy: ["xclip"]), time: Instant(milliseconds: 2080)))
        #expect(s.message == "sent 2 characters to the terminal (OSC 52)", "an outcome with no copy asked for changes nothing")
    }
}
