import LoupeRuntime
import Synchronization

/// Hands copies to their sinks (tmux's buffer, `--copy-command`) without holding up the
/// interface: a copy larger than `threshold` bytes is piped on a thread of its own, so a
/// gigabyte going into `tmux load-buffer` does not freeze the pager while it flows. Copies
/// still reach the sinks whole; `finish()` waits for those under way (the program calls it
/// before it exits, so quitting right after a big copy does not cut it).
public final class CopyQueue: Sendable {
    private let sink: @Sendable (String) -> Void
    private let threshold: Int
    private let pending = Mutex<[Completion<Bool>]>([])

    /// Copies above `threshold` bytes (1 MiB by default) go to `sink` on a thread of their own.
    public init(threshold: Int = 1 << 20, sink: @escaping @Sendable (String) -> Void) {
        self.threshold = threshold
        self.sink = sink
    }

    /// Hands `text` to the sink: at once when small, on a thread of its own when large.
    public func copy(_ text: String) {
        guard text.utf8.count > threshold else {
            sink(text)
            return
        }
        let done = Completion<Bool>()
        pending.withLock { list in
            list.removeAll { $0.value != nil }
            list.append(done)
        }
        let sink = self.sink
        if !BackgroundThread.run({ sink(text); done.complete(true) }) {
            sink(text)
            done.complete(true)
        }
    }

    /// Whether a large copy is still flowing to its sink.
    public var isBusy: Bool { pending.withLock { $0.contains { $0.value == nil } } }

    /// Waits until every copy handed over has reached its sink.
    public func finish() {
        let list = pending.withLock { $0 }
        for done in list { _ = done.wait() }
    }
}
