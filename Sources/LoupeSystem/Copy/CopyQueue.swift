import Glibc
import LoupeCore
import LoupeRuntime
import Synchronization

/// Hands copies to their clipboards (`ClipboardPlan.deliver`, or any `deliver` function) one
/// after another, in the order they were asked for, and keeps what came of each
/// (`CopyOutcome`) for the program to hear as an event.
///
/// A small copy, with nothing ahead of it, is delivered at once and its outcome returned. A copy
/// larger than `threshold` bytes (or one asked for while another is still flowing) goes to a
/// thread of its own, so a gigabyte going into `tmux load-buffer` does not freeze the pager; its
/// outcome is posted to `mailbox` as a `.copied` event (the same mailbox the program's other
/// work posts to: a byte on its `wakeDescriptor` says one is there, a backend polls it beside
/// the terminal). `finish()` waits for every copy under way (the
/// program calls it before it exits, so quitting right after a big copy does not cut it).
///
/// ```swift
/// let queue = CopyQueue { ClipboardPlan(environment: env, command: nil).deliver($0) }
/// queue.copy("word")      // CopyOutcome(takenBy: ["xclip"]), at once
/// queue.copy(gigabyte)    // nil: later, from takeOutcomes()
/// ```
public final class CopyQueue: Sendable {
    private struct Line {
        /// Copies waiting for the thread, oldest first, with whether OSC 52 went out for each.
        var waiting: [(text: String, sentToTerminal: Bool)] = []
        /// Whether the thread is delivering.
        var running = false
        /// Completed when the thread has nothing left.
        var idle: Completion<Bool>?
    }

    private let deliver: @Sendable (String) -> CopyOutcome
    private let threshold: Int
    private let line = Mutex(Line())
    /// Where the outcomes of copies delivered on the thread go, as `.copied` events.
    public let mailbox: EventMailbox

    /// Copies above `threshold` bytes (1 MiB by default) go to `deliver` on a thread of their own;
    /// their outcomes are posted to `mailbox`.
    public init(threshold: Int = 1 << 20, mailbox: EventMailbox = EventMailbox(), deliver: @escaping @Sendable (String) -> CopyOutcome) {
        self.threshold = threshold
        self.mailbox = mailbox
        self.deliver = deliver
    }

    /// A descriptor that becomes readable when an outcome is waiting (the mailbox's).
    public var wakeDescriptor: Int32 { mailbox.wakeDescriptor }

    /// Hands `text` to the clipboards. Returns its outcome when it was delivered at once (small,
    /// nothing ahead of it), nil when it flows on a thread (its outcome comes from `takeOutcomes()`).
    /// `sentToTerminal` goes into the outcome (OSC 52 is written by the caller).
    public func copy(_ text: String, sentToTerminal: Bool = false) -> CopyOutcome? {
        let atOnce = text.utf8.count <= threshold && line.withLock { !$0.running }
        if atOnce {
            var outcome = deliver(text)
            outcome.sentToTerminal = sentToTerminal
            return outcome
        }
        let start = line.withLock { line -> Bool in
            line.waiting.append((text, sentToTerminal))
            guard !line.running else { return false }
            line.running = true
            line.idle = Completion<Bool>()
            return true
        }
        if start && !BackgroundThread.run({ self.drain() }) { drain() }
        return nil
    }

    /// Delivers the waiting copies one by one, until none is left.
    private func drain() {
        while true {
            let next = line.withLock { line -> (text: String, sentToTerminal: Bool)? in
                guard !line.waiting.isEmpty else {
                    line.running = false
                    line.idle?.complete(true)
                    return nil
                }
                return line.waiting.removeFirst()
            }
            guard let next else { return }
            var outcome = deliver(next.text)
            outcome.sentToTerminal = next.sentToTerminal
            let delivered = outcome
            mailbox.post { .copied(delivered, time: $0) }
        }
    }

    /// The outcomes of copies delivered on the thread since the last call, oldest first (taken
    /// from the mailbox; any other events waiting there are dropped: for a queue with a mailbox of its own).
    public func takeOutcomes() -> [CopyOutcome] {
        mailbox.take(at: .zero).compactMap { event in
            if case let .copied(outcome, _) = event { return outcome }
            return nil
        }
    }

    /// Whether a copy is still flowing to its clipboards.
    public var isBusy: Bool { line.withLock { $0.running } }

    /// Waits until every copy handed over has reached its clipboards.
    public func finish() {
        if let idle = line.withLock({ $0.running ? $0.idle : nil }) { _ = idle.wait() }
    }
}
