import LoupeCore
@testable import LoupePager
import LoupeRuntime
import Testing

/// A picker that opens on a gesture begun before it was on screen (`takenOverPresses`, what
/// `loupe tmux --press` sets): its lens, the key that ends a drag whose release was lost, and the
/// clicks it replays.
@Suite struct PagerTakeOverTests {
    /// A picker (or the pager) whose first `presses` left presses were made before it opened.
    static func state(presses: Int, purpose: PagerSettings.Purpose = .pick, copyOnSelect: Bool = true) -> PagerState {
        var s = PagerReducerTests.state(purpose: purpose)
        var settings = s.settings
        settings.takenOverPresses = presses
        settings.menu.copyOnSelect = copyOnSelect
        PagerReducer.configure(&s, settings)
        return s
    }

    static func mouse(_ action: MouseAction, _ c: Int, _ r: Int, _ ms: Double) -> InputEvent {
        PagerReducerTests.mouse(action, c, r, ms)
    }

    /// The lens as drawn at the state's own time.
    static func lens(_ s: PagerState) -> LoupePresentation? {
        s.controller.presentation(s.loupe, now: s.now)
    }

    @Test func theTakenOverDragsLensIsDrawnAtOnceWhereThePointerIs() throws {
        var taken = Self.state(presses: 1)
        _ = PagerReducer.reduce(&taken, Self.mouse(.press, 9, 2, 0))
        _ = PagerReducer.reduce(&taken, Self.mouse(.drag, 14, 2, 0))
        let first = try #require(Self.lens(taken), "the first frame has the lens")
        #expect(first.opacity == 1)
        #expect(first.frame.origin == first.placement.frame.origin, "at its resting place, not rising")
        // An ordinary picker's lens rises and fades in from nothing: its first frame has none.
        var ordinary = Self.state(presses: 0)
        _ = PagerReducer.reduce(&ordinary, Self.mouse(.press, 9, 2, 0))
        _ = PagerReducer.reduce(&ordinary, Self.mouse(.drag, 14, 2, 0))
        #expect(Self.lens(ordinary) == nil)
        // The pointer jumps on: the taken-over lens is there at once, the ordinary one trails behind.
        _ = PagerReducer.reduce(&taken, Self.mouse(.drag, 40, 2, 16))
        _ = PagerReducer.reduce(&ordinary, Self.mouse(.drag, 40, 2, 16))
        let moved = try #require(Self.lens(taken))
        #expect(moved.frame.origin == moved.placement.frame.origin)
        #expect(moved.frame.origin.column > first.frame.origin.column)
        let trailing = try #require(ordinary.controller.presentation(ordinary.loupe, now: Instant(milliseconds: 17)))
        #expect(trailing.frame.origin != trailing.placement.frame.origin)
    }

    @Test func aKeyEndsATakenOverDragWhoseReleaseNeverCame() {
        var s = Self.state(presses: 1)
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 0))
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 14, 2, 0))
        #expect(PagerReducer.reduce(&s, PagerReducerTests.key(.enter, [], 300)) == [.quit(status: 0, output: "he qui")],
                "columns 9 to 14 of \"line 3: the quick\", as the release there would have taken them")
        // With copy on select off, the edit menu shows, as after a release.
        var menu = Self.state(presses: 1, copyOnSelect: false)
        _ = PagerReducer.reduce(&menu, Self.mouse(.press, 9, 2, 0))
        _ = PagerReducer.reduce(&menu, Self.mouse(.drag, 14, 2, 0))
        #expect(PagerReducer.reduce(&menu, PagerReducerTests.key(.character("x"), [], 300)).isEmpty)
        #expect(menu.menu?.kind == .edit)
        #expect(!menu.selection.isGestureActive)
        // In an ordinary picker a key during a drag is the key's own (Enter scrolls; the drag goes on).
        var ordinary = Self.state(presses: 0)
        _ = PagerReducer.reduce(&ordinary, Self.mouse(.press, 9, 2, 0))
        _ = PagerReducer.reduce(&ordinary, Self.mouse(.drag, 14, 2, 0))
        #expect(PagerReducer.reduce(&ordinary, PagerReducerTests.key(.enter, [], 300)).isEmpty)
        #expect(ordinary.selection.isGestureActive)
    }

    @Test("Esc, q and ctrl+c still close without taking anything", arguments: [
        (Key.escape, Modifiers()), (Key.character("q"), Modifiers()), (Key.character("c"), Modifiers.ctrl),
    ])
    func closingKeysClose(_ key: Key, _ modifiers: Modifiers) {
        var s = Self.state(presses: 1)
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 0))
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 14, 2, 0))
        #expect(PagerReducer.reduce(&s, PagerReducerTests.key(key, modifiers, 300)) == [.quit(status: 130, output: nil)])
    }

    @Test func aPressStartsANewGestureOfThePickersOwn() throws {
        var s = Self.state(presses: 1)
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 9, 2, 0))
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 14, 2, 0))
        // The flick's release was lost; the next press begins afresh, and its lens moves as usual,
        // trailing behind the pointer.
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 0, 4, 400))
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 30, 4, 420))
        let lens = try #require(Self.lens(s))
        #expect(lens.frame.origin != lens.placement.frame.origin, "on its way")
        // A key no longer ends it: it is the picker's own drag, whose release will come.
        #expect(PagerReducer.reduce(&s, PagerReducerTests.key(.character("x"), [], 430)).isEmpty)
        #expect(s.selection.isGestureActive)
        #expect(PagerReducer.reduce(&s, Self.mouse(.release, 3, 4, 440)) == [.quit(status: 0, output: "line")])
    }

    @Test func theTakenOverPressesAndTheirDragsPaintNoLinks() {
        // Painting the link map runs the link rules over every row: the presses made before the
        // picker, and their drags, were a selection's, and the first frame does not wait for it.
        // (Which events need the map, as [Bool]: a failure prints these, not the whole state.)
        func needs(_ s: PagerState, _ events: [(MouseAction, MouseButton)]) -> [Bool] {
            events.map { PagerReducer.needsLinks(s, Self.mouse($0.0, 9, 2, 0).withButton($0.1)) }
        }
        var drag = Self.state(presses: 1)
        #expect(needs(drag, [(.press, .left)]) == [false])
        _ = PagerReducer.reduce(&drag, Self.mouse(.press, 9, 2, 0))
        #expect(needs(drag, [(.drag, .left), (.release, .left), (.press, .left)]) == [false, false, false],
                "a press at the held press's cell is its replay (tmux's double click), no press of the picker's own")
        #expect(PagerReducer.needsLinks(drag, Self.mouse(.press, 20, 3, 0)), "a press of the picker's own may be on a link")
        _ = PagerReducer.reduce(&drag, Self.mouse(.release, 9, 2, 10))
        #expect(needs(drag, [(.move, .none), (.press, .right)]) == [true, true], "once the drag is over, the pointer may be on a link")
        var clicks = Self.state(presses: 2)
        var seen: [Bool] = []
        for action in [MouseAction.press, .release, .press] {
            seen += needs(clicks, [(action, .left)])
            _ = PagerReducer.reduce(&clicks, Self.mouse(action, 9, 2, 0))
        }
        #expect(seen == [false, false, false], "both presses of a double click")
        #expect(needs(Self.state(presses: 0), [(.press, .left), (.drag, .left)]) == [true, true])
    }

    @Test func aTakenOverDoubleClickShowsTheWordWithNoLensThenTakesIt() {
        var s = Self.state(presses: 2)
        var effects: [AppEffect] = []
        for action in [MouseAction.press, .release, .press, .release] {
            effects += PagerReducer.reduce(&s, Self.mouse(action, 13, 2, 0))
        }
        #expect(effects.isEmpty)
        #expect(s.selectionText == "quick")
        #expect(Self.lens(s) == nil, "no lens rises or sinks for presses made before the picker")
        #expect(PagerReducer.reduce(&s, .tick(Instant(milliseconds: 301))) == [.quit(status: 0, output: "quick")])
        // Three presses: the line, at once.
        var line = Self.state(presses: 3)
        effects = []
        for action in [MouseAction.press, .release, .press, .release, .press, .release] {
            effects += PagerReducer.reduce(&line, Self.mouse(action, 13, 2, 0))
        }
        #expect(effects == [.quit(status: 0, output: "line 3: the quick brown fox jumps over the lazy dog")])
    }
}

extension InputEvent {
    /// The same mouse event with another button.
    func withButton(_ button: MouseButton) -> InputEvent {
        guard case var .mouse(m) = self else { return self }
        m.button = button
        return .mouse(m)
    }
}
