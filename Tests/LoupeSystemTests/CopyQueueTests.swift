import LoupeRuntime
import LoupeSystem
import Synchronization
import Testing

/// A big copy flows to its sink off the calling thread; a small one at once; `finish` waits.
@Suite struct CopyQueueTests {
    final class Sink: Sendable {
        let received = Mutex<[Int]>([])
        let gate = Completion<Bool>()
    }

    @Test func aSmallCopyIsHandedOverAtOnce() {
        let sink = Sink()
        let queue = CopyQueue(threshold: 100) { text in sink.received.withLock { $0.append(text.utf8.count) } }
        queue.copy("hello")
        #expect(sink.received.withLock { $0 } == [5])
        #expect(!queue.isBusy)
    }

    @Test func aBigCopyDoesNotHoldUpTheCallerAndFinishWaitsForIt() {
        let sink = Sink()
        let queue = CopyQueue(threshold: 100) { text in
            _ = sink.gate.wait()  // a slow sink: tmux reading a gigabyte
            sink.received.withLock { $0.append(text.utf8.count) }
        }
        let big = String(repeating: "x", count: 1000)
        queue.copy(big)
        // The call returned while the sink is still blocked: the interface goes on.
        #expect(queue.isBusy)
        #expect(sink.received.withLock { $0 }.isEmpty)
        sink.gate.complete(true)
        queue.finish()
        #expect(sink.received.withLock { $0 } == [1000], "the whole text reached the sink")
        #expect(!queue.isBusy)
    }
}
