import Glibc
import LoupeCore
import LoupeRuntime
import LoupeSystem
import Synchronization
import Testing

/// Copies reach their clipboards in the order asked for; a big one off the calling thread; each
/// one's outcome comes back (at once, or from `takeOutcomes` with a byte on the wake descriptor).
@Suite struct CopyQueueTests {
    final class Sink: Sendable {
        let received = Mutex<[Int]>([])
        let gate = Completion<Bool>()
        func take(_ text: String) -> CopyOutcome {
            if text.utf8.count > 100 { _ = gate.wait() }  // a slow clipboard: tmux reading a gigabyte
            received.withLock { $0.append(text.utf8.count) }
            return CopyOutcome(takenBy: ["sink \(text.utf8.count)"])
        }
    }

    static func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) == 1
    }

    @Test func aSmallCopyIsHandedOverAtOnceWithItsOutcome() {
        let sink = Sink()
        let queue = CopyQueue(threshold: 100) { sink.take($0) }
        #expect(queue.copy("hello", sentToTerminal: true) == CopyOutcome(takenBy: ["sink 5"], sentToTerminal: true))
        #expect(sink.received.withLock { $0 } == [5])
        #expect(!queue.isBusy)
        #expect(!Self.readable(queue.wakeDescriptor))
    }

    @Test func aBigCopyDoesNotHoldUpTheCallerAndALaterSmallOneWaitsBehindIt() {
        let sink = Sink()
        let queue = CopyQueue(threshold: 100) { sink.take($0) }
        let big = String(repeating: "x", count: 1000)
        #expect(queue.copy(big) == nil)
        // The call returned while the clipboard is still blocked: the interface goes on.
        #expect(queue.isBusy)
        // A small copy asked for now must not reach the clipboard first (the big one would then
        // overwrite it): it waits behind the big one.
        #expect(queue.copy("small") == nil)
        #expect(sink.received.withLock { $0 }.isEmpty)
        #expect(queue.takeOutcomes().isEmpty)
        sink.gate.complete(true)
        queue.finish()
        #expect(sink.received.withLock { $0 } == [1000, 5], "in the order asked for")
        #expect(!queue.isBusy)
        #expect(Self.readable(queue.wakeDescriptor), "a byte says outcomes are waiting")
        #expect(queue.takeOutcomes() == [CopyOutcome(takenBy: ["sink 1000"]), CopyOutcome(takenBy: ["sink 5"])])
        #expect(!Self.readable(queue.wakeDescriptor))
        #expect(queue.takeOutcomes().isEmpty)
    }
}
