import LoupeCore
import LoupeRuntime

extension PagerReducer {
    /// Keys: the keymap's first rows (interrupt, suspend, the picker's Esc), then the selection
    /// engine (Esc clears, shift+arrows extend, ctrl+a selects all), then the keymap's other rows.
    static func key(_ s: inout PagerState, _ k: KeyEvent) -> [AppEffect] {
        let keymap = s.settings.keymap
        if let action = PagerKeymap.action(in: keymap.first, for: k, purpose: s.settings.purpose) {
            return perform(&s, action)
        }
        let engineEffects = s.engine.reduce(&s.selection, .key(k), context: s.context)
        if !engineEffects.isEmpty {
            return apply(&s, engineEffects)
        }
        guard let action = PagerKeymap.action(in: keymap.rows, for: k, purpose: s.settings.purpose) else { return [] }
        return perform(&s, action)
    }

    /// Carries out a key binding's action.
    static func perform(_ s: inout PagerState, _ action: PagerAction) -> [AppEffect] {
        let page = max(1, s.viewport.height - 1)
        s.following = action == .follow
        switch action {
        case .quit: return [.quit(status: s.settings.purpose == .pick ? 130 : 0, output: nil)]
        case .interrupt: return [.quit(status: 130, output: nil)]
        case .suspend: return s.settings.suspendable ? [.suspend] : []
        case let .scrollLines(n): scroll(&s, by: n)
        case let .scrollPages(n): scroll(&s, by: page * n)
        case let .scrollHalfPages(n): scroll(&s, by: page / 2 * n)
        case .top: s.viewport.top = .zero
        case .end: s.scrollToEnd()
        case .follow: s.scrollToEnd()
        case let .scrollColumns(n):
            guard s.settings.overflow == .clip else { break }
            s.viewport.horizontalOffset = max(0, s.viewport.horizontalOffset + n * s.settings.horizontalStep)
        }
        return []
    }
}
