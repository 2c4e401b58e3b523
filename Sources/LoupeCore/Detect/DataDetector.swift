/// A data detector as data: its name, what it recognises in a selection, what it shows, and
/// the pure function that finds it (no I/O; the same input always gives the same values).
///
/// ```swift
/// DataDetector.detect(DetectorInput(text: "1700000000"))   // ["2023-11-14 22:13:20 UTC", "0x6553f100", "1.58 GiB"]
/// ```
public struct DataDetector: Sendable {
    /// Its name ("time", "numbers", ...).
    public var name: String
    /// What it recognises, for people (the README and `--help`).
    public var recognises: String
    /// What it shows, for people.
    public var shows: String
    /// What it finds in an input (any number of values, each with its rank).
    public var find: @Sendable (DetectorInput) -> [DetectedValue]

    /// Creates a detector.
    public init(name: String, recognises: String, shows: String, find: @escaping @Sendable (DetectorInput) -> [DetectedValue]) {
        self.name = name
        self.recognises = recognises
        self.shows = shows
        self.find = find
    }

    /// The most values a selection shows.
    public static let limit = 3

    /// The longest selection the detectors look at, in characters.
    public static let longest = 64

    /// The detectors, in the table's order (the ranks, not this order, decide what shows first).
    public static let all: [DataDetector] = [
        DataDetector(name: "time", recognises: "Unix seconds (10 digits) or milliseconds (13)",
                     shows: "the date and time in UTC and in the local time zone", find: TimeDetector.find),
        DataDetector(name: "numbers", recognises: "0x hex, 0o or leading-zero octal, 0b binary; a decimal integer",
                     shows: "the number in decimal; a decimal as hex when nothing better applies", find: NumberDetector.find),
        DataDetector(name: "sizes", recognises: "a number with a size unit (1.5G, 300KiB); a byte count (1048576 bytes); a bare integer of 7 digits or more",
                     shows: "the size in bytes; a byte count in IEC units", find: SizeDetector.find),
        DataDetector(name: "durations", recognises: "a duration (3725s, 1h2m, 150ms)", shows: "the duration normalised", find: DurationDetector.find),
        DataDetector(name: "system", recognises: "errno names and numbers, signal names, an exit status above 128, an HTTP status",
                     shows: "what the code means", find: SystemCodeDetector.find),
        DataDetector(name: "colours", recognises: "#rrggbb and #rgb", shows: "its rgb() form", find: ColourDetector.find),
    ]

    /// What `detectors` find in an input: at most `limit` values, best (lowest rank) first, no
    /// title twice and none equal to the selection itself. A selection of many lines, or longer
    /// than `longest`, shows nothing.
    public static func detect(_ input: DetectorInput, detectors: [DataDetector] = all) -> [DetectedValue] {
        guard !input.text.isEmpty, input.text.count <= longest, !input.text.contains("\n") else { return [] }
        var seen: Set<String> = [input.text]
        let found = detectors.flatMap { $0.find(input) }.enumerated().sorted { a, b in
            a.element.rank != b.element.rank ? a.element.rank < b.element.rank : a.offset < b.offset
        }
        var out: [DetectedValue] = []
        for (_, value) in found where out.count < limit && seen.insert(value.title).inserted {
            out.append(value)
        }
        return out
    }
}
