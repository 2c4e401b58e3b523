/// A time zone for the time detector, read from a POSIX `TZ` value (`UTC0`, `JST-9`,
/// `<+0530>-5:30`, `CET-1CEST,M3.5.0,M10.5.0/3`): a standard offset and name, and optionally a
/// daylight-saving offset, name and the `M` rules of its start and end; or from a zone file's
/// bytes (`init(tzif:)`, its whole history). The front end makes it from the environment: a zone
/// file's name (`TZ=Europe/Paris`) is read there, once at start-up, never here (no I/O).
public struct DetectorTimeZone: Hashable, Sendable {
    /// A daylight-saving rule `Mm.w.d/time`: day `d` (0 Sunday) of week `w` (5: the last) of month `m`, at `time` seconds.
    public struct Rule: Hashable, Sendable {
        var month: Int, week: Int, weekday: Int, time: Int64
    }

    /// The standard name (`CET`, `+0530`).
    public var name: String
    /// Seconds east of UTC (POSIX writes them west: `CET-1` is +3600).
    public var offset: Int64
    private struct DST: Hashable, Sendable { var name: String, offset: Int64, start: Rule, end: Rule }
    private var dst: DST?
    /// A zone file's history, which decides instead of the rule (`ZoneTransitions`).
    private var history: ZoneTransitions?
    /// The POSIX rule this zone was read from, or a zone file's rule after its last change (its
    /// footer); nil for a zone made from a name and an offset, or a file without a footer. A
    /// recording writes it (`Set TimeZone`), so its replay shows the same local times (a zone
    /// file's earlier history aside).
    public private(set) var rule: String?

    /// A zone of a fixed offset east of UTC.
    public init(name: String, offset: Int64) {
        self.name = name
        self.offset = offset
    }

    /// The zone a POSIX `TZ` value names, or nil (unset, a zone file's name, a form not read here).
    public init?(posix: String) {
        rule = posix
        var rest = Substring(posix)
        guard let std = Self.zoneName(&rest), let stdWest = Self.clock(&rest, signed: true) else { return nil }
        name = std
        offset = -stdWest
        if rest.isEmpty { return }
        guard let dname = Self.zoneName(&rest) else { return nil }
        var dstOffset = offset + 3600
        if let first = rest.first, first != "," {
            guard let west = Self.clock(&rest, signed: true) else { return nil }
            dstOffset = -west
        }
        guard rest.first == "," else { return nil }
        rest.removeFirst()
        guard let start = Self.rule(&rest), rest.first == "," else { return nil }
        rest.removeFirst()
        guard let end = Self.rule(&rest), rest.isEmpty else { return nil }
        dst = DST(name: dname, offset: dstOffset, start: start, end: end)
    }

    /// The zone a zone file's bytes describe (TZif), or nil when they are not one. Its `name`
    /// and `offset` are the standard time's now in force.
    public init?(tzif bytes: [UInt8]) {
        guard let history = ZoneTransitions(tzif: bytes) else { return nil }
        (offset, name) = history.standard
        self.history = history
        rule = history.footer?.rule
    }

    /// The offset east and name in force at a Unix time.
    public func zone(at seconds: Int64) -> (offset: Int64, name: String) {
        if let history { return history.zone(at: seconds) }
        guard let dst else { return (offset, name) }
        let year = CivilTime(unixSeconds: seconds, offset: offset).year
        let start = dst.start.instant(year: year) - offset
        let end = dst.end.instant(year: year) - dst.offset
        let inDST = start < end ? (seconds >= start && seconds < end) : (seconds >= start || seconds < end)
        return inDST ? (dst.offset, dst.name) : (offset, name)
    }

    private static func zoneName(_ s: inout Substring) -> String? {
        if s.first == "<" {
            guard let close = s.firstIndex(of: ">") else { return nil }
            let name = s[s.index(after: s.startIndex)..<close]
            s = s[s.index(after: close)...]
            return name.isEmpty ? nil : String(name)
        }
        let name = s.prefix { $0.isASCII && $0.isLetter }
        guard name.count >= 3 else { return nil }
        s = s.dropFirst(name.count)
        return String(name)
    }

    /// `[+-]hh[:mm[:ss]]` in seconds.
    private static func clock(_ s: inout Substring, signed: Bool) -> Int64? {
        var sign: Int64 = 1
        if signed, let c = s.first, c == "+" || c == "-" { sign = c == "-" ? -1 : 1; s.removeFirst() }
        var total: Int64 = 0
        for (i, limit) in [(0, 167), (1, 59), (2, 59)] {
            if i > 0 { guard s.first == ":" else { break }; s.removeFirst() }
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            guard (1...3).contains(digits.count), let n = Int64(digits), n <= limit else { return nil }
            s = s.dropFirst(digits.count)
            total += n * [3600, 60, 1][i]
        }
        return sign * total
    }

    private static func rule(_ s: inout Substring) -> Rule? {
        guard s.first == "M" else { return nil }
        s.removeFirst()
        var parts: [Int] = []
        for i in 0..<3 {
            if i > 0 { guard s.first == "." else { return nil }; s.removeFirst() }
            let digits = s.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 2, let n = Int(digits) else { return nil }
            s = s.dropFirst(digits.count)
            parts.append(n)
        }
        guard (1...12).contains(parts[0]), (1...5).contains(parts[1]), (0...6).contains(parts[2]) else { return nil }
        var time: Int64 = 7200
        if s.first == "/" {
            s.removeFirst()
            guard let t = clock(&s, signed: true) else { return nil }
            time = t
        }
        return Rule(month: parts[0], week: parts[1], weekday: parts[2], time: time)
    }
}

extension DetectorTimeZone.Rule {
    /// The rule's local instant in `year`, as seconds from the epoch of local time.
    func instant(year: Int64) -> Int64 {
        let first = CivilTime.days(year: year, month: month, day: 1)
        let firstWeekday = Int(((first % 7) + 11) % 7)
        var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
        let nextMonth = month == 12 ? CivilTime.days(year: year + 1, month: 1, day: 1) : CivilTime.days(year: year, month: month + 1, day: 1)
        let length = Int(nextMonth - first)
        while day > length { day -= 7 }
        return (first + Int64(day - 1)) * 86_400 + time
    }
}
