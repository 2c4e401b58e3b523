
/// Where long work runs (a search, the text of a big copy): on a thread of its own in the
/// program, on the caller's thread in tests and recordings (so a recording is the same on
/// every machine). The work hands what it makes to an object the interface reads on its
/// ticks (`FindSearch`, `TextExtraction`).
public enum WorkRunner: Sendable {
    /// The whole work runs before `run` returns.
    case immediate
    /// The work runs on a background thread; results arrive as it goes.
    case background

    /// Runs `body` as this runner does (on this thread when no thread can be made).
    public func run(_ body: @escaping @Sendable () -> Void) {
        switch self {
        case .immediate:
            body()
        case .background:
            if !BackgroundThread.run(body) { body() }
        }
    }
}
