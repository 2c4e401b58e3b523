import LoupeCore

extension ScriptBackend {
    /// Mouse and keyboard lines: their events go into the batch; a stretch of time and what
    /// follows it (a whole drag's release) wait in `pending`.
    mutating func runInput(_ step: DemoStep) {
        switch step {
        case let .move(to, over): move(to: to, over: over)
        case let .press(at, button, modifiers):
            if let at { place(at) }
            press(button, modifiers)
        case let .release(at, button, modifiers):
            if let at { place(at) }
            release(button, modifiers)
        case let .drag(to, over, button, modifiers):
            let whole = held == nil
            if whole {
                press(button ?? .left, modifiers ?? [])
            } else if let held, let modifiers {
                self.held = (held.button, modifiers)
            }
            move(to: to, over: over)
            if whole { pending.isEmpty ? release(nil, nil) : pending.append(.release) }
        case let .click(at, count, button, modifiers):
            if let at { place(at) }
            for _ in 0..<count {
                press(button, modifiers)
                release(button, modifiers)
            }
        case let .longPress(at, modifiers):
            if let at { place(at) }
            press(.left, modifiers)
            pending.append(.advance(DemoStep.longPressDuration, to: pointer))
            pending.append(.release)
        case let .wheel(button, count, at):
            if let at { place(at) }
            for _ in 0..<count { batch.append(.mouse(MouseEvent(.press, button, at: pointer, time: now))) }
        case let .key(key, modifiers): batch.append(.key(KeyEvent(key, modifiers: modifiers, time: now)))
        case let .type(text):
            for c in text {
                let key: Key = c == "\n" ? .enter : (c == "\t" ? .tab : .character(c))
                batch.append(.key(KeyEvent(key, time: now)))
            }
        default: break
        }
    }

    /// Moves the pointer without telling the program (the pointer was already there when a click came).
    mutating func place(_ point: GridPoint) {
        if point != pointer, pointerVisible { recorder.screenMayHaveChanged() }
        pointer = point
    }

    /// Moves the pointer, now or over a duration, with motion events on the way.
    mutating func move(to target: GridPoint, over: DemoDuration) {
        if over == .zero {
            motion(to: target, force: true)
        } else {
            pending.append(.advance(over, to: target))
        }
    }

    /// The pointer enters a cell: a drag with a button held, a hover move when tracking all motion.
    /// Interpolated motion reports only cell changes, as terminals do; an explicit one (`force`) is always sent.
    mutating func motion(to point: GridPoint, force: Bool = false) {
        guard point != pointer || force else { return }
        place(point)
        if let held {
            batch.append(.mouse(MouseEvent(.drag, held.button, at: point, modifiers: held.modifiers, time: now)))
        } else if hover {
            batch.append(.mouse(MouseEvent(.move, .none, at: point, time: now)))
        }
    }

    mutating func press(_ button: MouseButton, _ modifiers: Modifiers) {
        held = (button, modifiers)
        batch.append(.mouse(MouseEvent(.press, button, at: pointer, modifiers: modifiers, time: now)))
    }

    mutating func release(_ button: MouseButton?, _ modifiers: Modifiers?) {
        let b = button ?? held?.button ?? .left
        let m = modifiers ?? held?.modifiers ?? []
        held = nil
        batch.append(.mouse(MouseEvent(.release, b, at: pointer, modifiers: m, time: now)))
    }
}
