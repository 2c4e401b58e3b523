import Testing
@testable import LoupeCore

@Suite struct DirectionTests {
    let text = "0000000000\n1111111111\n2222222222\n3333333333\n4444444444"

    @Test func sideAndLastMotionFollowTheHead() {
        var f = SelectionFixture(text, width: 10, height: 5)
        f.press(5, 2)
        #expect(f.state.direction.side == .same)
        f.drag(7, 2)
        #expect(f.state.direction.side == .after)
        #expect(f.state.direction.lastMotion == .right)
        f.drag(7, 3)
        #expect(f.state.direction.lastMotion == .down)
        f.drag(2, 3)
        #expect(f.state.direction.lastMotion == .left)
        f.drag(2, 1)
        #expect(f.state.direction.side == .before)
        #expect(f.state.direction.lastMotion == .up)
    }

    @Test func movingDownwardHasHysteresis() {
        var f = SelectionFixture(text, width: 10, height: 5)
        f.press(1, 1, x: 0.5)                     // y = 1.5
        f.drag(2, 1, x: 0.5, y: 0.9)              // 1.9: less than a row down
        #expect(!f.state.direction.movingDownward)
        f.drag(2, 2, x: 0.5, y: 0.6)              // 2.6: a row below the lowest point (1.5)
        #expect(f.state.direction.movingDownward)
        f.drag(2, 2, x: 0.5, y: 0.9)              // 2.9: new turning point
        f.drag(2, 2, x: 0.5, y: 0.2)              // 2.2: jitter up, less than a row
        #expect(f.state.direction.movingDownward)
        f.drag(2, 1, x: 0.5, y: 0.8)              // 1.8: 1.1 rows above 2.9
        #expect(!f.state.direction.movingDownward)
        // Without sub-cell positions the pointer counts as a cell's middle (1.8 -> 3.5).
        f.drag(2, 3)
        #expect(f.state.direction.movingDownward)
    }
}
