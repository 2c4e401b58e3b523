import Glibc
import LoupeRuntime
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

    @Test func aValueIsBuiltOnAnotherThreadAndHandedOverOnce() {
        let handOver = HandOver.start { Built(Array(0..<1000)) }
        let built = handOver.take()
        #expect(built?.items.count == 1000)
        #expect(built.map { pthread_equal($0.builtOn, pthread_self()) == 0 } == true, "built on the caller's thread")
        #expect(handOver.take() == nil, "a second take gets nothing: no copy is kept")
    }
}
