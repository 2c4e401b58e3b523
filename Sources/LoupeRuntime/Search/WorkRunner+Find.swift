import LoupeCore

extension WorkRunner {
    /// Starts a search for `matcher` over `corpus` from line `start`.
    public func start(_ matcher: FindMatcher, over corpus: any FindCorpus, from start: Int) -> FindSearch {
        let search = FindSearch(matcher: matcher, start: start)
        run { search.scan(corpus) }
        return search
    }
}
