import LoupeCore
@testable import LoupePager
import LoupeRuntime

/// Reduces as the loop does over `TestBackend`: the event, then every work it asks for carried
/// out at once and its results fed back in order. Returns every effect but the work (which is
/// carried out here) and the cancellations.
func reduceCarryingOut(_ s: inout PagerState, _ event: InputEvent) -> [AppEffect] {
    var queue = PagerReducer.reduce(&s, event)
    var out: [AppEffect] = []
    var next = 0
    while next < queue.count {
        let effect = queue[next]
        next += 1
        switch effect {
        case let .work(work):
            for result in work.carryOutAtOnce(now: event.time) { queue += PagerReducer.reduce(&s, result) }
        case .cancel: break
        default: out.append(effect)
        }
    }
    return out
}

/// The works among effects.
func works(_ effects: [AppEffect]) -> [Work] {
    effects.compactMap { if case let .work(work) = $0 { return work } else { return nil } }
}
