import LoupeCore

/// Where searches run: on a thread of their own in the program, on the caller's thread in
/// tests and recordings (so a recording is the same on every machine).
public enum FindRunner: Sendable {
    /// The whole search runs before `start` returns.
    case immediate
    /// The search runs on a background thread; results arrive as it goes.
    case background

    /// Starts a search for `matcher` over `corpus` from line `start`.
    public func start(_ matcher: FindMatcher, over corpus: any FindCorpus, from start: Int) -> FindSearch {
        let search = FindSearch(matcher: matcher, start: start)
        switch self {
        case .immediate:
            search.scan(corpus)
        case .background:
            if !BackgroundThread.run({ search.scan(corpus) }) { search.scan(corpus) }
        }
        return search
    }
}
