import LoupeCore
import LoupeRuntime

/// Where a copy went, as the status bar tells it: the pager asks for a copy (`.copy`), the
/// front end hands it to the clipboards and reports what they did (`InputEvent.copied`), and
/// only then does the status bar say "copied": never before something took the text.
extension PagerReducer {
    /// Asks the front end to copy `text`; the status bar speaks when the outcome comes back.
    /// `amount` names it ("the link"); by default its length in characters.
    static func askToCopy(_ s: inout PagerState, _ text: String, amount: String? = nil) -> [AppEffect] {
        let count = amount == nil ? text.count : 0
        s.awaitedCopies.append(AwaitedCopy(amount: amount ?? "\(count) character\(count == 1 ? "" : "s")", bytes: text.utf8.count))
        s.message = nil
        return [.copy(text)]
    }

    /// The outcome of the oldest copy asked for: the status bar says where it went.
    static func report(_ s: inout PagerState, _ outcome: CopyOutcome) {
        guard !s.awaitedCopies.isEmpty else { return }
        let copy = s.awaitedCopies.removeFirst()
        s.message = message(for: outcome, of: copy, terminalLimit: s.settings.clipboardLimit)
    }

    /// "copied 25 characters" when a clipboard reported that it holds them; "sent 25 characters
    /// to the terminal (OSC 52)" when that was all; otherwise what failed, or that nothing could
    /// take the text.
    static func message(for outcome: CopyOutcome, of copy: AwaitedCopy, terminalLimit: Int?) -> String {
        let failed = outcome.failures.joined(separator: "; ")
        if outcome.isTaken { return "copied \(copy.amount)" + (failed.isEmpty ? "" : "; \(failed)") }
        if outcome.sentToTerminal { return "sent \(copy.amount) to the terminal (OSC 52)" + (failed.isEmpty ? "" : "; \(failed)") }
        if !failed.isEmpty { return "not copied: \(failed)" }
        if let limit = terminalLimit, copy.bytes > limit {
            let most = limit >= 1 << 20 ? "\(limit >> 20) MiB" : limit >= 1024 ? "\(limit >> 10) KiB" : "\(limit) bytes"
            return "not copied: \(copy.amount), too many for the terminal's clipboard (at most \(most))"
        }
        return "not copied: no clipboard here (see --copy-command and [clipboard] in loupe config)"
    }
}
