import LoupeCore
import Synchronization

/// How the live program carries out work (`AppEffect.work`): the loop-thread part at once, its
/// results handed back straight away; the rest on a thread of its own, each result posted to an
/// `EventMailbox` the backend polls, so it reaches the program as an event at the time it is
/// taken. `cancel` tells a running work to stop; results it already posted still arrive (the
/// program ignores results of work it gave up).
public final class WorkQueue: Sendable {
    /// Where results made on threads wait for the loop.
    public let mailbox: EventMailbox
    private let cancelled = Mutex<Set<WorkID>>([])

    /// A queue whose threads post to `mailbox`.
    public init(mailbox: EventMailbox = EventMailbox()) {
        self.mailbox = mailbox
    }

    /// Numbers one work's results on its thread.
    private final class Sequence: Sendable {
        let next: Atomic<Int>
        init(_ first: Int) { next = Atomic(first) }
    }

    /// Starts `work`: returns what came of it at once, stamped `now`; the rest runs on a thread
    /// (on this one, its results then posted as well, when no thread can be made).
    public func carryOut(_ work: Work, now: Instant) -> [InputEvent] {
        let started = work.start()
        let id = work.id
        let atOnce = started.outputs.enumerated().map { InputEvent.result(WorkResult(work: id, sequence: $0.offset, value: $0.element), time: now) }
        guard let rest = started.rest else { return atOnce }
        let sequence = Sequence(started.outputs.count)
        let report = WorkReport(send: { [mailbox] output in
            let n = sequence.next.add(1, ordering: .relaxed).oldValue
            mailbox.post { .result(WorkResult(work: id, sequence: n, value: output), time: $0) }
        }, isCancelled: { [self] in cancelled.withLock { $0.contains(id) } })
        if !BackgroundThread.run({ rest(report) }) { rest(report) }
        return atOnce
    }

    /// Tells the work named `id` to stop at its next chunk.
    public func cancel(_ id: WorkID) {
        cancelled.withLock { _ = $0.insert(id) }
    }
}
