import Glibc
@testable import LoupeRuntime
import Synchronization
import Testing

@Suite struct HandOverTests {
    /// Not Sendable: what a hand-over carries (a pager model is not either).
    final class Built {
        let builtOn: pthread_t
        var items: [Int]
        init(_ items: [Int]) {
            builtOn = pthread_self()
            self.items = items
        }
    }

    /// Counts the builds.
    final class Builds: Sendable {
        let count = Atomic(0)
        let begun = Completion<Bool>()
    }

    @Test func aValueIsBuiltOnAnotherThreadWhenItBeginsFirstAndHandedOverOnce() {
        let builds = Builds()
        let handOver = HandOver.start {
            builds.count.add(1, ordering: .relaxed)
            builds.begun.complete(true)
            return Built(Array(0..<1000))
        }
        _ = builds.begun.wait()  // the thread has begun: the taker waits for it
        let built = handOver.take()
        #expect(built?.items.count == 1000)
        #expect(built.map { pthread_equal($0.builtOn, pthread_self()) == 0 } == true, "built on the other thread")
        #expect(handOver.take() == nil, "a second take gets nothing: no copy is kept")
        #expect(builds.count.load(ordering: .relaxed) == 1)
    }

    @Test func theTakerBuildsTheValueWhenTheThreadHasNotBegunAndTheThreadThenBuildsNothing() {
        let builds = Builds()
        var late: (@Sendable () -> Void)?
        let handOver = HandOver.start({ builds.count.add(1, ordering: .relaxed); return Built([1, 2, 3]) },
                                      thread: { body in late = body; return true })
        let built = handOver.take()
        #expect(built?.items == [1, 2, 3])
        #expect(built.map { pthread_equal($0.builtOn, pthread_self()) != 0 } == true, "built by the taker")
        late?()  // the thread begins at last: the value is built already
        #expect(builds.count.load(ordering: .relaxed) == 1)
        #expect(handOver.take() == nil)
    }

    /// With no thread (`atTake`): nothing is built until the take, which builds on its own thread;
    /// one discarded first is never built.
    @Test func atTakeTheTakerBuildsTheValueAndNothingBefore() {
        let builds = Builds()
        let handOver = HandOver.atTake { builds.count.add(1, ordering: .relaxed); return Built([5, 6]) }
        usleep(20_000)
        #expect(builds.count.load(ordering: .relaxed) == 0, "built before the take")
        let built = handOver.take()
        #expect(built?.items == [5, 6])
        #expect(built.map { pthread_equal($0.builtOn, pthread_self()) != 0 } == true, "built by the taker")
        #expect(handOver.take() == nil)
        let discarded = Builds()
        let never = HandOver.atTake { discarded.count.add(1, ordering: .relaxed); return Built([]) }
        #expect(never.discard() == nil)
        #expect(never.take() == nil)
        #expect(discarded.count.load(ordering: .relaxed) == 0, "a discarded one built")
    }

    /// The thread's work after the hand-over runs once the value is delivered (the taker does not
    /// wait for it), and also when the taker built the value itself.
    @Test func theThreadWorksOnAfterTheValueIsDeliveredAndWhenTheTakerBuiltIt() {
        let release = Completion<Bool>(), after = Completion<Bool>()
        let handOver = HandOver.start({ Built([4]) }, afterwards: {
            _ = release.wait()
            after.complete(true)
        })
        #expect(handOver.take()?.items == [4], "taken while the work afterwards still waits")
        #expect(after.value == nil)
        release.complete(true)
        #expect(after.wait(seconds: 10) == true, "the work afterwards ran")

        var late: (@Sendable () -> Void)?
        let ran = Atomic(0)
        let built = HandOver.start({ Built([5]) }, thread: { body in late = body; return true },
                                   afterwards: { ran.add(1, ordering: .relaxed) })
        #expect(built.take()?.items == [5])
        #expect(ran.load(ordering: .relaxed) == 0)
        late?()
        #expect(ran.load(ordering: .relaxed) == 1, "run by the thread that began late")
    }

    /// A bounded wait gives the value once delivered, nil when it is not by the time given.
    @Test func aWaitOfSomeSecondsEndsWithOrWithoutTheValue() {
        let completion = Completion<Int>()
        #expect(completion.wait(seconds: 0.02) == nil)
        BackgroundThread.run {
            usleep(20_000)
            completion.complete(7)
        }
        #expect(completion.wait(seconds: 10) == 7)
        #expect(completion.wait(seconds: 0) == 7)
    }

    @Test func aValueDiscardedBeforeAnyBuildIsNeverBuilt() {
        let builds = Builds()
        var late: (@Sendable () -> Void)?
        let handOver = HandOver.start({ builds.count.add(1, ordering: .relaxed); return Built([]) }, thread: { body in late = body; return true })
        #expect(handOver.discard() == nil)
        late?()
        #expect(builds.count.load(ordering: .relaxed) == 0, "nothing was built")
        #expect(handOver.take() == nil, "nor is it later")
        // One a thread has begun is waited for and handed to whoever discards it (to be put away).
        let begun = Builds()
        let made = HandOver.start { begun.begun.complete(true); return Built([7]) }
        _ = begun.begun.wait()
        #expect(made.discard()?.items == [7])
        #expect(made.take() == nil, "handed over once")
    }
}

@Suite struct FirstClaimTests {
    @Test func ofManyThreadsAskingExactlyOneClaims() {
        for _ in 0..<50 {
            let claim = FirstClaim()
            let winners = Atomic(0)
            let done = Completion<Bool>()
            let left = Atomic(4)
            for _ in 0..<4 {
                BackgroundThread.run {
                    if claim.claim() { winners.add(1, ordering: .relaxed) }
                    if left.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { done.complete(true) }
                }
            }
            _ = done.wait()
            #expect(winners.load(ordering: .relaxed) == 1)
            #expect(!claim.claim(), "claimed once for good")
        }
    }
}
