import LoupeCore

/// The one program loop: events from a backend into the program, effects out to the backend,
/// a tick when the program's deadline has come, and the program's screen presented after
/// every batch. The live terminal, the demo recorder and the tests all run through it, so a
/// recording or a test sees exactly what a person sees.
///
/// ```swift
/// var pager = PagerModel(document: doc, size: size, settings: settings, magnifier: magnifier)
/// var backend = TestBackend(batches: [[.key(KeyEvent(.character("q")))]])
/// let exit = ProgramLoop.run(&pager, on: &backend)   // ProgramExit(status: 0)
/// ```
public enum ProgramLoop {
    /// Runs `program` on `backend` until it quits (its exit) or the input ends (nil): `turn`
    /// after `turn`.
    @discardableResult
    public static func run<Program: InteractiveModel, B: Backend>(_ program: inout Program, on backend: inout B) -> ProgramExit? {
        while true {
            switch turn(&program, on: &backend) {
            case .presented: continue
            case let .quit(exit): return exit
            case .inputEnded: return nil
            }
        }
    }

    /// One turn of the loop, the only body it has: wait for events (until the program's next
    /// deadline), feed them in order, feed a `.tick` if the deadline has passed, then present.
    /// The batch that quits is still presented, so the screen shows the state the program
    /// ended in. `run` takes turns until the program quits; a test driver or a player that
    /// must act between turns takes them one at a time.
    public static func turn<Program: InteractiveModel, B: Backend>(_ program: inout Program, on backend: inout B) -> LoopTurn {
        guard let events = backend.nextEvents(deadline: program.nextDeadline()) else { return .inputEnded }
        var exit: ProgramExit?
        for event in events where exit == nil {
            feed(event, to: &program, on: &backend, exit: &exit)
        }
        if exit == nil, let deadline = program.nextDeadline(), backend.now >= deadline {
            feed(.tick(backend.now), to: &program, on: &backend, exit: &exit)
        }
        let damage = program.takeBaseDamage()
        backend.present(base: program.baseFrame(), overlays: program.overlays(), damage: damage)
        return exit.map { .quit($0) } ?? .presented
    }

    /// Feeds one event, hands its effects to the backend until one of them quits (the first
    /// quit is the exit), and feeds back at once what the backend reports of them (a copy's
    /// outcome), in order. (No array is made for an event whose effects report nothing.)
    static func feed<Program: InteractiveModel, B: Backend>(_ event: InputEvent, to program: inout Program, on backend: inout B,
                                                            exit: inout ProgramExit?) {
        var reported: [InputEvent] = []
        perform(program.handle(event), on: &backend, exit: &exit, reported: &reported)
        var next = 0
        while next < reported.count && exit == nil {
            let outcome = reported[next]
            next += 1
            perform(program.handle(outcome), on: &backend, exit: &exit, reported: &reported)
        }
    }

    /// Hands the effects to the backend until one of them quits; what it reports joins `reported`.
    static func perform<B: Backend>(_ effects: [AppEffect], on backend: inout B, exit: inout ProgramExit?, reported: inout [InputEvent]) {
        for effect in effects where exit == nil {
            if case let .quit(status, output) = effect {
                exit = ProgramExit(status: status, output: output)
            } else {
                let results = backend.perform(effect)
                if !results.isEmpty { reported += results }
            }
        }
    }
}
