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
/// outcome is kept until `takeOutcomes()`, and a byte on `wakeDescriptor` says one is there (a
/// backend polls it beside the terminal). `finish()` waits for every copy under way (the
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
        /// Outcomes of the thread's copies not yet taken.
        var outcomes: [CopyOutcome] = []
        /// Completed when the thread has nothing left.
        var idle: Completion<Bool>?
    }

    private let deliver: @Sendable (String) -> CopyOutcome
    private let threshold: Int
    private let line = Mutex(Line())
    /// The self-pipe's two ends (read end non-blocking: `takeOutcomes` drains it).
    private let wake: (read: Int32, write: Int32)

    /// Copies above `threshold` bytes (1 MiB by default) go to `deliver` on a thread of their own.
    public init(threshold: Int = 1 << 20, deliver: @escaping @Sendable (String) -> CopyOutcome) {
        self.threshold = threshold
        self.deliver = deliver
        var fds: [Int32] = [-1, -1]
        if ChildProcess.makePipe(&fds) {
            _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        } else {
            fds = [-1, -1]
        }
        wake = (fds[0], fds[1])
    }

    deinit {
        for fd in [wake.read, wake.write] where fd >= 0 { close(fd) }
    }

    /// A descriptor that becomes readable when an outcome is waiting in `takeOutcomes()` (-1
    /// when no pipe could be made: outcomes are then only seen when asked for).
    public var wakeDescriptor: Int32 { wake.read }

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
            line.withLock { $0.outcomes.append(outcome) }
            if wake.write >= 0 {
                var byte: UInt8 = 1
                _ = write(wake.write, &byte, 1)
            }
        }
    }

    /// The outcomes of copies delivered on the thread since the last call, oldest first.
    public func takeOutcomes() -> [CopyOutcome] {
        if wake.read >= 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(wake.read, &bytes, bytes.count) > 0 {}
        }
        return line.withLock { line in
            defer { line.outcomes.removeAll() }
            return line.outcomes
        }
    }

    /// Whether a copy is still flowing to its clipboards.
    public var isBusy: Bool { line.withLock { $0.running } }

    /// Waits until every copy handed over has reached its clipboards.
    public func finish() {
        if let idle = line.withLock({ $0.running ? $0.idle : nil }) { _ = idle.wait() }
    }
}
