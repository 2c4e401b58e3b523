/// What a data detector found in a selection: the value shown as a menu item's title (and
/// copied when chosen), its rank among the others, which detector found it, and the colour of
/// its swatch when it names one.
public struct DetectedValue: Hashable, Sendable {
    /// The fixed priorities: lower shows first.
    public enum Rank: Int, Hashable, Sendable, Comparable {
        /// A name or code's meaning (`ECONNREFUSED`, `SIGSEGV`, an exit status, an HTTP status).
        case meaning = 0
        /// A Unix time in UTC.
        case utcTime = 10
        /// A Unix time in the local time zone.
        case localTime = 11
        /// A hex, octal or binary number as decimal.
        case radix = 20
        /// A size with a unit as bytes, or a byte count as IEC units.
        case size = 30
        /// A duration normalised.
        case duration = 40
        /// A colour's `rgb()` form.
        case colour = 50
        /// A decimal integer as hex (when nothing better applies).
        case hex = 60
        /// A bare long integer as an IEC size (after the time and hex).
        case bareSize = 70

        /// Lower ranks come first.
        public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// The value, as shown and copied.
    public var title: String
    /// Its priority.
    public var rank: Rank
    /// The detector's name (`DataDetector.name`).
    public var detector: String
    /// A colour the value names, shown as a swatch before its title (the colours detector's).
    public var swatch: Color?

    /// Creates a value.
    public init(_ title: String, rank: Rank, detector: String, swatch: Color? = nil) {
        self.title = title
        self.rank = rank
        self.detector = detector
        self.swatch = swatch
    }
}
