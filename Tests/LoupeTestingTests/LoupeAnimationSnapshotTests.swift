import LoupeCore
import LoupeTesting
import SnapshotTesting
import Testing

/// Frames of the loupe's show, hide, follow and downward policies, at explicit instants.
@Suite struct LoupeAnimationSnapshotTests {
    let scene: LoupeScene = {
        var s = LoupeScene(prose)
        s.config.theme = .dark
        return s
    }()

    @Test(arguments: [0.0, 50, 100, 150])
    func show(at ms: Double) {
        let frame = scene.frame([(0, scene.selecting(30, 9))], at: ms)
        assertSnapshot(of: frame, as: .cells, named: "\(Int(ms))ms")
    }

    @Test(arguments: [0.0, 50, 100, 150])
    func hide(at ms: Double) {
        let frame = scene.frame([(0, scene.selecting(30, 9)), (500, scene.released)], at: 500 + ms)
        assertSnapshot(of: frame, as: .cells, named: "\(Int(ms))ms")
    }

    @Test func interruptedShowSinksFromWhereItWas() {
        // Shown at 0, released at 50 (70% risen), drawn at 100: on its way down from there.
        let frame = scene.frame([(0, scene.selecting(30, 9)), (50, scene.released)], at: 100)
        assertSnapshot(of: frame, as: .cells)
    }

    @Test func followLagHalfWay() {
        // Moved 8 columns right at 500 ms; at 515 ms the lens trails behind the focus.
        let frame = scene.frame([(0, scene.selecting(22, 9)), (500, scene.selecting(30, 9))], at: 515)
        assertSnapshot(of: frame, as: .cells)
    }

    @Test func downwardWithShowPolicyKeepsTheLoupe() {
        let frame = scene.frame([(0, scene.selecting(30, 8)), (300, scene.selecting(30, 9, down: true))], at: 600)
        assertSnapshot(of: frame, as: .cells)
    }

    @Test(arguments: [50.0, 150])
    func downwardWithHidePolicy(at ms: Double) {
        var s = scene
        s.config.downward = .hide
        let frame = s.frame([(0, s.selecting(30, 8)), (300, s.selecting(30, 9, down: true))], at: 300 + ms)
        assertSnapshot(of: frame, as: .cells, named: "\(Int(ms))ms")
    }
}
