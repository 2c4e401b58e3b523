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
    /// Runs `program` on `backend` until it quits (its exit) or the input ends (nil).
    ///
    /// Each turn: wait for events (until the program's next deadline), feed them in order,
    /// feed a `.tick` if the deadline has passed, then present. The batch that quits is
    /// still presented, so the screen shows the state the program ended in.
    @discardableResult
    public static func run<Program: InteractiveModel, B: Backend>(_ program: inout Program, on backend: inout B) -> ProgramExit? {
        var exit: ProgramExit?
        while exit == nil {
            guard let events = backend.nextEvents(deadline: program.nextDeadline()) else { return nil }
            for event in events where exit == nil {
                feed(event, to: &program, on: &backend, exit: &exit)
            }
            if exit == nil, let deadline = program.nextDeadline(), backend.now >= deadline {
                feed(.tick(backend.now), to: &program, on: &backend, exit: &exit)
            }
            let damage = program.takeBaseDamage()
            backend.present(base: program.baseFrame(), overlays: program.overlays(), damage: damage)
        }
        return exit
    }

    /// Feeds one event, hands its effects to the backend until one of them quits (the first
    /// quit is the exit), and feeds back at once what the backend reports of them (a copy's
    /// outcome), in order.
    static func feed<Program: InteractiveModel, B: Backend>(_ event: InputEvent, to program: inout Program, on backend: inout B,
                                                            exit: inout ProgramExit?) {
        var queue = [event]
        while !queue.isEmpty && exit == nil {
            for effect in program.handle(queue.removeFirst()) where exit == nil {
                if case let .quit(status, output) = effect {
                    exit = ProgramExit(status: status, output: output)
                } else {
                    queue += backend.perform(effect)
                }
            }
        }
    }
}
