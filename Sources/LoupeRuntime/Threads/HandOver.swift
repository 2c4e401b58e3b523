/// A value built on a thread of its own while the caller goes on, handed to the caller when it
/// takes it: `loupe view` opens the terminal (`TerminalOpening`) while it builds its pager, on
/// the machine's other core.
///
/// The value need not be Sendable: until it is delivered only the building thread touches it,
/// and after that only the thread that takes it. It is handed over once: the hand-over keeps no
/// copy (a kept copy would make the taker's next change to a shared buffer copy it whole).
///
/// Whoever comes first builds it: the thread, or the taker when the thread has not begun by
/// then. On a busy machine a new thread may wait many milliseconds for a processor while the
/// caller has done all its own work; the caller then builds the value itself instead of waiting.
// @unchecked Sendable: `value` is written by the thread that claimed the build (`building`: one
// thread only) and read by the taker after the build, its own or after
// waiting for `delivered` (the completion's mutex orders the two); `threaded` and `build` are
// set before the thread starts and never change.
public final class HandOver<Value>: @unchecked Sendable {
    private let delivered = Completion<Bool>()
    private var value: Value?
    private let build: () -> Value
    private var threaded = false
    /// Who builds the value: the building thread, or the taker when it comes first.
    private let building = FirstClaim()

    private init(building build: @escaping () -> Value) {
        self.build = build
    }

    /// Starts building `build()` on a new thread, on another CPU than the caller's (see
    /// `BackgroundThread.run(beside:)`); when no thread can be made it is built here, now.
    /// The thread then runs `afterwards`, once the value is delivered (or was built by the taker;
    /// with no thread, `afterwards` never runs).
    public static func start(_ build: @escaping () -> Value, afterwards: (@Sendable () -> Void)? = nil) -> HandOver<Value> {
        start(build, thread: { BackgroundThread.run(beside: true, $0) }, afterwards: afterwards)
    }

    /// No thread: `take` builds the value on its caller's thread (`discard` never builds it).
    public static func atTake(_ build: @escaping () -> Value) -> HandOver<Value> {
        start(build, thread: { _ in true })
    }

    /// As `start(_:afterwards:)`, the thread made by `thread` (which says whether it made one):
    /// tests give one that begins late, or never.
    static func start(_ build: @escaping () -> Value, thread: (@escaping @Sendable () -> Void) -> Bool,
                      afterwards: (@Sendable () -> Void)? = nil) -> HandOver<Value> {
        let handOver = HandOver(building: build)
        handOver.threaded = thread {
            handOver.deliver()
            afterwards?()
        }
        if !handOver.threaded { handOver.value = build() }
        return handOver
    }

    private func deliver() {
        guard building.claim() else { return }  // the taker built it
        value = build()
        delivered.complete(true)
    }

    /// The value: built here when the thread has not begun it, else waited for; nil once it has
    /// been taken or discarded.
    public func take() -> Value? {
        if threaded {
            if building.claim() {
                value = build()
                delivered.complete(true)  // for a take after this one
            } else {
                _ = delivered.wait()
            }
        }
        defer { value = nil }
        return value
    }

    /// The value if a thread has built it or is building it (waiting for the build); nil, and
    /// never built, when none has begun.
    public func discard() -> Value? {
        if threaded {
            if building.claim() {
                delivered.complete(true)  // nothing comes: a take after this one gets nil
                return nil
            }
            _ = delivered.wait()
        }
        defer { value = nil }
        return value
    }
}
