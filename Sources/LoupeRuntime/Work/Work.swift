import LoupeCore

/// Slow work a program asks for as an effect (`AppEffect.work`), in Bubble Tea's shape: the
/// program's reducer only decides; a backend carries the work out, and what it produces comes
/// back to the program as events (`InputEvent.result`), stamped with the time they are delivered.
///
/// A work has two parts. `start` runs on the loop's thread when the backend carries the work out:
/// it may touch what only that thread may (the program's document: take in a stream's new
/// lines, read a file to its end, make a value a thread can read); it returns what came of it at
/// once and, for long work, the rest to run off the loop's thread. The live terminal runs the
/// rest on a thread of its own (`WorkQueue`); a test or a demo runs it at once on a virtual clock
/// (`carryOutAtOnce`): that is those backends' way of carrying out, not a special case of the
/// program's.
///
/// ```swift
/// let work = Work(WorkID("count", 1)) {
///     WorkStart { report in report.send(Counted(lines: 42)) }   // on a thread, live
/// }
/// effects.append(.work(work))   // later: .result(WorkResult(work: count#1, sequence: 0, value: Counted(42)), time: t)
/// ```
public struct Work: Hashable {
    /// The program's name for this work: its results carry it, and `AppEffect.cancel` names it.
    public let id: WorkID
    private let begin: () -> WorkStart

    /// A work named `id`; `start` runs on the loop's thread when it is carried out.
    public init(_ id: WorkID, start: @escaping () -> WorkStart) {
        self.id = id
        begin = start
    }

    /// Runs the part that belongs on the loop's thread (a backend calls it once).
    public func start() -> WorkStart { begin() }

    /// Works are the same when their ids are.
    public static func == (a: Work, b: Work) -> Bool { a.id == b.id }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Carries the whole work out now, on this thread, and returns its results as events stamped
    /// `now`, in order: how a backend on a virtual clock (a test, a demo) carries out work.
    public func carryOutAtOnce(now: Instant) -> [InputEvent] {
        let (atOnce, rest) = carryOutInParts(now: now)
        return atOnce + rest
    }

    /// Carries the whole work out now, on this thread: the results of the loop-thread part and
    /// those of the rest, apart (a replay holds the rest's back until the recorded time).
    public func carryOutInParts(now: Instant) -> (start: [InputEvent], rest: [InputEvent]) {
        let started = start()
        let collected = WorkReport.Collector()
        if let rest = started.rest { rest(WorkReport(send: { collected.add($0) }, isCancelled: { false })) }
        let outputs = started.outputs + collected.outputs
        let events = outputs.enumerated().map { InputEvent.result(WorkResult(work: id, sequence: $0.offset, value: $0.element), time: now) }
        return (Array(events[..<started.outputs.count]), Array(events[started.outputs.count...]))
    }
}

/// What a work's loop-thread part (`Work.start`) gives: its results made at once, and the rest
/// to run off the loop's thread (nil: nothing more).
public struct WorkStart {
    /// Results made on the loop's thread, in order (they come before the rest's).
    public var outputs: [any WorkOutput]
    /// The rest of the work, for a thread: it hands each result to its `WorkReport` as it goes.
    public var rest: (@Sendable (WorkReport) -> Void)?

    /// What came at once, and the rest.
    public init(outputs: [any WorkOutput] = [], rest: (@Sendable (WorkReport) -> Void)? = nil) {
        self.outputs = outputs
        self.rest = rest
    }
}

/// Where the rest of a work hands its results, and how it hears that it was cancelled.
public struct WorkReport: Sendable {
    private let sendBody: @Sendable (any WorkOutput) -> Void
    private let cancelledBody: @Sendable () -> Bool

    /// A report that hands results to `send` and asks `isCancelled` whether to stop.
    public init(send: @escaping @Sendable (any WorkOutput) -> Void, isCancelled: @escaping @Sendable () -> Bool) {
        sendBody = send
        cancelledBody = isCancelled
    }

    /// Hands the program one result (it arrives as the work's next `InputEvent.result`).
    public func send(_ output: any WorkOutput) { sendBody(output) }

    /// Whether the program cancelled the work (`AppEffect.cancel`): stop at the next chunk.
    public var isCancelled: Bool { cancelledBody() }

    /// Collects results made on the calling thread (for `Work.carryOutAtOnce`).
    final class Collector: @unchecked Sendable {
        // @unchecked Sendable: used only on the thread that made it, inside `carryOutAtOnce`.
        var outputs: [any WorkOutput] = []
        func add(_ output: any WorkOutput) { outputs.append(output) }
    }
}
