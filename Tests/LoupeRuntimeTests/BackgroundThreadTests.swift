import Glibc
import LoupeRuntime
import Synchronization
import Testing

/// `BackgroundThread` runs a closure on another thread; `Completion` hands a value from one
/// thread to the threads that wait for it.
@Suite struct BackgroundThreadTests {
    @Test func theClosureRunsOnAnotherThreadAndItsValueArrives() {
        let callerThread = pthread_self()
        let result = Completion<Bool>()
        #expect(result.value == nil)
        let started = BackgroundThread.run {
            usleep(20_000)  // the caller is waiting by now
            result.complete(pthread_equal(pthread_self(), callerThread) == 0)
        }
        #expect(started)
        #expect(result.wait() == true, "the closure ran on the caller's thread")
        #expect(result.value == true)
    }

    @Test func theFirstValueStaysAndEveryWaiterGetsIt() {
        let result = Completion<Int>()
        let seen = Mutex<[Int]>([])
        let done = Completion<Void>()
        let waiters = 4
        for _ in 0..<waiters {
            BackgroundThread.run {
                let value = result.wait()
                let count = seen.withLock { seen in
                    seen.append(value)
                    return seen.count
                }
                if count == waiters { done.complete(()) }
            }
        }
        usleep(10_000)
        result.complete(7)
        result.complete(8)
        done.wait()
        #expect(seen.withLock { $0 } == [7, 7, 7, 7])
        #expect(result.value == 7)
    }
}
