/// A value built on a thread of its own while the caller goes on, handed to the caller when it
/// takes it: `loupe view` opens the terminal (`TerminalOpening`) while it builds its pager, on
/// the machine's other core.
///
/// The value need not be Sendable: until it is delivered only the building thread touches it,
/// and after that only the thread that takes it. It is handed over once: the hand-over keeps no
/// copy (a kept copy would make the taker's next change to a shared buffer copy it whole).
// @unchecked Sendable: `value` is written by the building thread before `delivered` completes
// and read by the taker only after waiting for it (the completion's mutex orders the two);
// `threaded` and `build` are set before the thread starts and never change.
public final class HandOver<Value>: @unchecked Sendable {
    private let delivered = Completion<Bool>()
    private var value: Value?
    private let build: () -> Value
    private var threaded = false

    private init(building build: @escaping () -> Value) {
        self.build = build
    }

    /// Starts building `build()` on a new thread, on another CPU than the caller's (see
    /// `BackgroundThread.run(beside:)`); when no thread can be made it is built here, now.
    public static func start(_ build: @escaping () -> Value) -> HandOver<Value> {
        let handOver = HandOver(building: build)
        handOver.threaded = BackgroundThread.run(beside: true) { handOver.deliver() }
        if !handOver.threaded { handOver.value = build() }
        return handOver
    }

    private func deliver() {
        value = build()
        delivered.complete(true)
    }

    /// The value, waiting until it is built; nil once it has been taken.
    public func take() -> Value? {
        if threaded { _ = delivered.wait() }
        defer { value = nil }
        return value
    }
}
