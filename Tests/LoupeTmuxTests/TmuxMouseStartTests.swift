import Testing
import LoupeCore
import LoupeTmux

@Suite("a gesture begun in a tmux pane")
struct TmuxMouseStartTests {
    static let time = Instant(milliseconds: 7)

    @Test("COLUMN,ROW as tmux prints #{mouse_x},#{mouse_y}")
    func points() {
        #expect(TmuxMouseStart.point("0,0") == GridPoint(column: 0, row: 0))
        #expect(TmuxMouseStart.point("199,49") == GridPoint(column: 199, row: 49))
        for bad in ["", ",", "3", "3,", ",4", "3,4,5", "-1,2", "3, 4", "a,b", "1.5,2", "100001,0", "99999999999999999999,1"] {
            #expect(TmuxMouseStart.point(bad) == nil, "\(bad)")
        }
        #expect(TmuxMouseStart.clicks("2") == 2)
        for bad in ["0", "4", "", "two"] { #expect(TmuxMouseStart.clicks(bad) == nil, "\(bad)") }
    }

    @Test("a drag: the press, then a drag to where tmux last saw the pointer")
    func drag() {
        let start = TmuxMouseStart(press: GridPoint(column: 4, row: 2), pointer: GridPoint(column: 5, row: 2))
        #expect(start.events(at: Self.time) == [
            MouseEvent(.press, .left, at: GridPoint(column: 4, row: 2), time: Self.time),
            MouseEvent(.drag, .left, at: GridPoint(column: 5, row: 2), time: Self.time),
        ])
        // Only the press known, or a pointer that has not left the press's cell: the press alone.
        #expect(TmuxMouseStart(press: GridPoint(column: 4, row: 2)).events(at: Self.time).map(\.action) == [.press])
        #expect(TmuxMouseStart(press: GridPoint(column: 4, row: 2), pointer: GridPoint(column: 4, row: 2))
            .events(at: Self.time).map(\.action) == [.press])
    }

    @Test("two or three clicks: that many presses and releases at the press", arguments: [2, 3])
    func clicks(_ n: Int) {
        let events = TmuxMouseStart(press: GridPoint(column: 9, row: 1), pointer: GridPoint(column: 30, row: 3), clicks: n).events(at: Self.time)
        #expect(events.map(\.action) == Array(repeating: [MouseAction.press, .release], count: n).flatMap { $0 })
        #expect(events.allSatisfy { $0.position == GridPoint(column: 9, row: 1) && $0.button == .left && $0.time == Self.time })
    }

    @Test("clicks are held to 1...3")
    func clickRange() {
        #expect(TmuxMouseStart(press: GridPoint(column: 0, row: 0), clicks: 0).clicks == 1)
        #expect(TmuxMouseStart(press: GridPoint(column: 0, row: 0), clicks: 9).clicks == 3)
    }
}
