extension PagerModel {
    /// Keys: the picker's exits first, then the selection engine (Esc clears, shift+arrows extend,
    /// ctrl+a selects all), then paging: arrows, j/k, PgUp/PgDn, space, b, g/G, Home/End, left/right when clipping, q.
    mutating func key(_ k: KeyEvent) -> [AppEffect] {
        if k.key == .character("c") && k.modifiers == .ctrl {
            return [.quit(status: 130, output: nil)]
        }
        if settings.purpose == .pick && k.key == .escape && k.modifiers.isEmpty {
            return [.quit(status: 130, output: nil)]
        }
        let engineEffects = engine.reduce(&selection, .key(k), context: context)
        if !engineEffects.isEmpty {
            return apply(engineEffects)
        }
        let page = max(1, viewport.height - 1)
        switch (k.key, k.modifiers) {
        case (.character("q"), []), (.character("Q"), [.shift]), (.character("Q"), []):
            return [.quit(status: settings.purpose == .pick ? 130 : 0, output: nil)]
        case (.down, []), (.character("j"), []), (.enter, []), (.character("e"), [.ctrl]):
            scroll(by: 1)
        case (.up, []), (.character("k"), []), (.character("y"), [.ctrl]):
            scroll(by: -1)
        case (.pageDown, []), (.character(" "), []), (.character("f"), []), (.character("f"), [.ctrl]):
            scroll(by: page)
        case (.pageUp, []), (.character("b"), []), (.character("b"), [.ctrl]):
            scroll(by: -page)
        case (.character("d"), []), (.character("d"), [.ctrl]):
            scroll(by: page / 2)
        case (.character("u"), []), (.character("u"), [.ctrl]):
            scroll(by: -page / 2)
        case (.home, []), (.character("g"), []):
            viewport.top = .zero
        case (.end, []), (.character("G"), []), (.character("G"), [.shift]):
            scrollToEnd()
        case (.right, []), (.character("l"), []):
            if settings.overflow == .clip { viewport.horizontalOffset += settings.horizontalStep }
        case (.left, []), (.character("h"), []):
            if settings.overflow == .clip { viewport.horizontalOffset = max(0, viewport.horizontalOffset - settings.horizontalStep) }
        default:
            return []
        }
        return []
    }
}
