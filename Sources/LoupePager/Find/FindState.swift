import LoupeCore
import LoupeRuntime

/// The pager's find: the bar, the query, the search running for it and the current match.
public struct FindState: Equatable {
    /// Which way `n` goes (`/` searches forward, `?` backward, as in less).
    public enum Direction: Equatable, Sendable { case forward, backward }

    /// A step waiting for results that have not arrived yet.
    enum Jump: Equatable {
        /// The first match from the line the search started at (in the search's direction).
        case first
        /// The next match after the current one.
        case next
        /// The match before the current one.
        case previous
    }

    /// The search asked for: its work (whose results are taken in) and its matcher.
    struct Search: Equatable {
        /// The work that searches (`PagerWork.search`).
        let work: WorkID
        /// The query's matcher.
        let matcher: FindMatcher
        /// The line it starts from.
        let from: Int

        static func == (a: Search, b: Search) -> Bool { a.work == b.work && a.from == b.from && a.matcher.query == b.matcher.query }
    }

    /// Whether the find bar is open and takes the keys.
    public internal(set) var isEditing = false
    /// Whether matches are decorated (from the first character typed until Esc).
    public internal(set) var isActive = false
    /// What is searched for.
    public internal(set) var query = FindQuery("")
    /// Which way `n` goes.
    public internal(set) var direction = Direction.forward
    /// The current match.
    public internal(set) var current: MatchPosition?
    /// Matches found so far, and whether the search is over.
    public internal(set) var total = 0
    /// Whether the whole document has been searched.
    public internal(set) var isComplete = false
    /// How much has been searched, from 0 to 1.
    public internal(set) var progress = 0.0
    /// The ordinal of the current match ("3" of "3 of 1,204").
    public internal(set) var ordinal: Int?
    /// Why the query cannot be searched (a bad regular expression).
    public internal(set) var error: String?
    /// "search wrapped to the top", "no matches".
    public internal(set) var notice: String?
    /// The search asked for, if any.
    var search: Search?
    /// What the search found so far: its chunks, taken in as they arrived (`PagerWork.Found`).
    public internal(set) var results: FindResults?
    var pending: Jump?
    /// `n` (+1) and `N` (-1) pressed while a step waited for results: made after it, in order.
    var stepsAhead = 0
    /// The current match, to be scrolled into view once its line is indexed (`PagerWork.indexFurther`).
    var revealWhenIndexed: MatchPosition?
    /// The top line when the bar opened: each new query searches from there.
    var originLine = 0

    /// The matcher of the search, when there is one.
    public var matcher: FindMatcher? { search?.matcher }
}
