import Testing
@testable import LoupeCore

/// Timing of show, hide, follow and interruption under explicit instants.
@Suite struct LoupeControllerTests {
    let controller = LoupeController()   // 150 ms show/hide, 45 ms follow, 60 Hz
    let screen = GridSize(columns: 80, rows: 24)

    func selecting(_ column: Double, _ row: Int = 12, gesture: Int = 1, down: Bool = false) -> LoupeInput {
        LoupeInput(screenSize: screen, focusColumn: column, focusRow: row, caretColumn: column.rounded(), selecting: true,
                   movingDownward: down, gesture: gesture)
    }

    var idle: LoupeInput { .idle(screenSize: screen) }

    func ms(_ v: Double) -> Instant { Instant(milliseconds: v) }

    /// Rest top row for focus row 12 is 6 (frame 38x5, gap row 11); show starts 2 rows lower.
    @Test func showRisesAndFadesInOver150msEaseOut() throws {
        let s = controller.reduce(LoupeState(), selecting(40.5), now: ms(0))
        #expect(s.isShown)
        #expect(controller.presentation(s, now: ms(0)) == nil)   // opacity 0 at the first instant
        #expect(s.row.value(at: ms(0)) == 8)
        let at50 = try #require(controller.presentation(s, now: ms(50)))
        #expect(abs(at50.opacity - 19.0 / 27) < 1e-9)             // ease-out: 70% of the way at a third of the time
        #expect(at50.frame.minRow == 7)                           // 8 - 2 * 0.704 = 6.59
        let at100 = try #require(controller.presentation(s, now: ms(100)))
        #expect(at100.frame.minRow == 6)                          // 8 - 2 * 0.963 = 6.07
        #expect(at100.opacity < 1)
        let at150 = try #require(controller.presentation(s, now: ms(150)))
        #expect(at150.frame.minRow == 6 && at150.opacity == 1)
        #expect(at150.frame == at150.placement.frame)
        #expect(!controller.needsFrame(s, now: ms(150)))
    }

    @Test func hideSinksAndFadesOut() throws {
        var s = controller.reduce(LoupeState(), selecting(40.5), now: ms(0))
        s = controller.reduce(s, idle, now: ms(1000))
        #expect(!s.isShown)
        let at50 = try #require(controller.presentation(s, now: ms(1050)))
        #expect(at50.frame.minRow == 7)                           // 6 + 2 * 0.704 = 7.41
        #expect(abs(at50.opacity - 8.0 / 27) < 1e-9)
        let at100 = try #require(controller.presentation(s, now: ms(1100)))
        #expect(at100.frame.minRow == 8)
        #expect(controller.presentation(s, now: ms(1150)) == nil)
        #expect(!controller.needsFrame(s, now: ms(1150)))
    }

    @Test func interruptedShowHidesFromWhereItIs() {
        var s = controller.reduce(LoupeState(), selecting(40.5), now: ms(0))
        let rowAt50 = s.row.value(at: ms(50)), opacityAt50 = s.opacity.value(at: ms(50))
        s = controller.reduce(s, idle, now: ms(50))
        #expect(s.row.value(at: ms(50)) == rowAt50)
        #expect(s.opacity.value(at: ms(50)) == opacityAt50)
        #expect(s.row.target == 8 && s.opacity.target == 0)
        #expect(s.opacity.end == ms(200))
        // Shown again while sinking: turns round from the current place, no jump.
        let rowAt80 = s.row.value(at: ms(80)), opacityAt80 = s.opacity.value(at: ms(80))
        s = controller.reduce(s, selecting(40.5), now: ms(80))
        #expect(s.row.value(at: ms(80)) == rowAt80)
        #expect(s.opacity.value(at: ms(80)) == opacityAt80)
        #expect(s.row.target == 6 && s.opacity.target == 1)
    }

    @Test func followsTheFocusWithA45msLag() {
        var s = controller.reduce(LoupeState(), selecting(40.5), now: ms(0))
        let start = s.column.value(at: ms(200))
        s = controller.reduce(s, selecting(50.5), now: ms(200))
        #expect(s.column.value(at: ms(200)) == start)
        let midway = s.column.value(at: ms(215))
        #expect(midway > start && midway < start + 10)
        #expect(s.column.value(at: ms(245)) == start + 10)
        #expect(controller.needsFrame(s, now: ms(244)))
        #expect(!controller.needsFrame(s, now: ms(245)))
        // A further move mid-way starts from where it is.
        s = controller.reduce(s, selecting(30.5), now: ms(215))
        #expect(s.column.value(at: ms(215)) == midway)
        #expect(s.column.value(at: ms(260)) == start - 10)
    }

    @Test func sameInputChangesNothing() {
        let s = controller.reduce(LoupeState(), selecting(40.5), now: ms(0))
        #expect(controller.reduce(s, selecting(40.5), now: ms(30)) == s)
    }

    @Test func movingToAnotherLineFollowsVertically() {
        var s = controller.reduce(LoupeState(), selecting(40.5), now: ms(0))
        s = controller.reduce(s, selecting(40.5, 14), now: ms(300))
        #expect(s.row.value(at: ms(300)) == 6)
        #expect(s.row.value(at: ms(345)) == 8)
    }

    @Test func flippingBelowJumpsInsteadOfSweepingOverTheText() {
        var s = controller.reduce(LoupeState(), selecting(40.5, 12), now: ms(0))
        s = controller.reduce(s, selecting(40.5, 3), now: ms(300))
        #expect(s.placement?.isBelow == true)
        #expect(s.row.value(at: ms(300)) == 5)
    }

    @Test func deadlinesFollowTheFrameRateAndEndWithTheAnimation() {
        let s = controller.reduce(LoupeState(), selecting(40.5), now: ms(0))
        #expect(controller.nextDeadline(s, now: ms(0)) == ms(1000.0 / 60))
        #expect(controller.nextDeadline(s, now: ms(140)) == ms(150))
        #expect(controller.nextDeadline(s, now: ms(150)) == nil)
        let slow = LoupeController(config: LoupeConfig(framesPerSecond: 20))
        let t = slow.reduce(LoupeState(), selecting(40.5), now: ms(0))
        #expect(slow.nextDeadline(t, now: ms(0)) == ms(50))
    }

    @Test func staysHiddenWhenTheScreenIsTooSmall() {
        let tiny = LoupeInput(screenSize: GridSize(columns: 8, rows: 3), focusColumn: 2, focusRow: 1, selecting: true, gesture: 1)
        let s = controller.reduce(LoupeState(), tiny, now: ms(0))
        #expect(!s.isShown)
        #expect(controller.presentation(s, now: ms(100)) == nil)
    }
}

/// The downward policies and hover mode.
@Suite struct LoupeVisibilityPolicyTests {
    let screen = GridSize(columns: 80, rows: 24)

    func input(gesture: Int, down: Bool, selecting: Bool = true, hovering: Bool = false) -> LoupeInput {
        LoupeInput(screenSize: screen, focusColumn: 40.5, focusRow: 12, selecting: selecting, movingDownward: down,
                   hovering: hovering, gesture: gesture)
    }

    @Test func showPolicyKeepsTheLoupeWhileSelectingDownward() {
        let c = LoupeController(config: LoupeConfig(downward: .show))
        var s = c.reduce(LoupeState(), input(gesture: 1, down: false), now: .zero)
        s = c.reduce(s, input(gesture: 1, down: true), now: Instant(milliseconds: 100))
        #expect(s.isShown)
    }

    @Test func hidePolicyHidesGoingDownAndShowsGoingUpOrOnTheNextGesture() {
        let c = LoupeController(config: LoupeConfig(downward: .hide))
        var s = c.reduce(LoupeState(), input(gesture: 1, down: false), now: .zero)
        #expect(s.isShown)
        s = c.reduce(s, input(gesture: 1, down: true), now: Instant(milliseconds: 200))
        #expect(!s.isShown)
        s = c.reduce(s, input(gesture: 1, down: true), now: Instant(milliseconds: 220))
        #expect(!s.isShown)
        s = c.reduce(s, input(gesture: 1, down: false), now: Instant(milliseconds: 300))
        #expect(s.isShown)
        s = c.reduce(s, input(gesture: 1, down: true), now: Instant(milliseconds: 400))
        #expect(!s.isShown)
        // A new gesture shows it again even if the engine still says downward.
        s = c.reduce(s, input(gesture: 2, down: true), now: Instant(milliseconds: 500))
        #expect(s.isShown)
    }

    @Test func hoverModeFollowsThePointerWithNoButtonHeld() {
        let on = LoupeController(config: LoupeConfig(hoverMode: true))
        let off = LoupeController(config: LoupeConfig(hoverMode: false))
        let hover = input(gesture: 0, down: false, selecting: false, hovering: true)
        #expect(on.reduce(LoupeState(), hover, now: .zero).isShown)
        #expect(!off.reduce(LoupeState(), hover, now: .zero).isShown)
        let away = input(gesture: 0, down: false, selecting: false, hovering: false)
        #expect(!on.reduce(LoupeState(), away, now: .zero).isShown)
    }
}
