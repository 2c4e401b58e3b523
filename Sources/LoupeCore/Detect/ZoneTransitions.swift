/// A zone file's history (TZif, RFC 8536, as in `/usr/share/zoneinfo`): the instants its offset
/// changed and what it became, parsed from the file's bytes (reading the file is the program's
/// I/O, done once at start-up; parsing is pure). Versions 2 to 4 are read from their 64-bit
/// block, version 1 from its 32-bit one; after the last change the file's footer, a POSIX `TZ`
/// rule, goes on (`DetectorTimeZone`).
///
/// ```swift
/// let paris = ZoneTransitions(tzif: bytes)                  // /usr/share/zoneinfo/Europe/Paris
/// paris?.zone(at: 1_711_846_800)                              // (7200, "CEST"): 2024-03-31 03:00 local
/// ```
public struct ZoneTransitions: Hashable, Sendable {
    /// A local time type: its offset east of UTC and its abbreviation.
    struct LocalType: Hashable, Sendable {
        var offset: Int64
        var isDST: Bool
        var name: String
    }

    /// The instants (Unix seconds) the zone changed, ascending.
    private var times: [Int64]
    /// The type each change brought (an index into `types`).
    private var brought: [Int]
    private var types: [LocalType]
    /// The rule after the last change (the footer), if the file has one that this reads: none or
    /// one (an array, as a zone holds its transitions and they hold a zone).
    private var footerRule: [DetectorTimeZone] = []

    /// The rule after the last change (the file's footer), if it has one that this reads.
    public var footer: DetectorTimeZone? { footerRule.first }

    /// The most bytes a zone file may have (the biggest in tzdata are under 4 KiB).
    public static let longest = 1 << 20

    /// Parses a zone file's bytes; nil for anything that is not a well-formed TZif file.
    public init?(tzif bytes: [UInt8]) {
        guard bytes.count <= Self.longest, var header = Header(bytes, at: 0) else { return nil }
        var start = 0
        if header.version >= 2 {
            // Skip the 32-bit block to the 64-bit one.
            start = Header.size + header.blockSize(timeSize: 4)
            guard let second = Header(bytes, at: start), second.version == header.version else { return nil }
            header = second
        }
        let timeSize = header.version >= 2 ? 8 : 4
        let end = start + Header.size + header.blockSize(timeSize: timeSize)
        guard header.typeCount > 0, end <= bytes.count else { return nil }
        var at = start + Header.size
        var times: [Int64] = []
        for _ in 0..<header.timeCount {
            times.append(timeSize == 8 ? Int64(bitPattern: Self.uint(bytes, at, 8)) : Int64(Int32(bitPattern: UInt32(Self.uint(bytes, at, 4)))))
            at += timeSize
        }
        let brought = bytes[at..<(at + header.timeCount)].map(Int.init)
        at += header.timeCount
        let names = at + header.typeCount * 6
        var types: [LocalType] = []
        for i in 0..<header.typeCount {
            let p = at + i * 6
            let offset = Int64(Int32(bitPattern: UInt32(Self.uint(bytes, p, 4))))
            let nameStart = names + Int(bytes[p + 5])
            guard nameStart < names + header.charCount else { return nil }
            let name = bytes[nameStart..<(names + header.charCount)].prefix { $0 != 0 }
            types.append(LocalType(offset: offset, isDST: bytes[p + 4] != 0, name: String(decoding: name, as: UTF8.self)))
        }
        guard brought.allSatisfy({ $0 < types.count }), zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        self.times = times
        self.brought = brought
        self.types = types
        // The footer: "\nRULE\n" after the 64-bit block (version 2 on); an empty rule means none.
        if header.version >= 2, end < bytes.count, bytes[end] == 0x0A,
           let close = bytes[(end + 1)...].firstIndex(of: 0x0A), close > end + 1 {
            footerRule = DetectorTimeZone(posix: String(decoding: bytes[(end + 1)..<close], as: UTF8.self)).map { [$0] } ?? []
        }
    }

    /// The offset east and the abbreviation in force at a Unix time: the type of the last change
    /// at or before it; before the first change, type 0 (RFC 8536); after the last, the footer's
    /// rule when there is one.
    public func zone(at seconds: Int64) -> (offset: Int64, name: String) {
        if let last = times.last, seconds >= last, let footer { return footer.zone(at: seconds) }
        guard let first = times.first, seconds >= first else {
            return (types[0].offset, types[0].name)
        }
        // The last change at or before `seconds` (binary search).
        var low = 0, high = times.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if times[mid] <= seconds { low = mid } else { high = mid - 1 }
        }
        let type = types[brought[low]]
        return (type.offset, type.name)
    }

    /// The standard type's offset and name now in force (the footer's, else the last change's).
    var standard: (offset: Int64, name: String) {
        if let footer { return (footer.offset, footer.name) }
        let type = brought.last.map { types[$0] } ?? types[0]
        return (type.offset, type.name)
    }

    /// A big-endian unsigned integer of `size` bytes at `at`.
    private static func uint(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
        bytes[at..<(at + size)].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// A TZif header: the magic, the version and the six counts.
    private struct Header {
        static let size = 44
        var version: Int
        var utcCount: Int, standardCount: Int, leapCount: Int, timeCount: Int, typeCount: Int, charCount: Int

        init?(_ bytes: [UInt8], at start: Int) {
            guard start >= 0, start + Self.size <= bytes.count, Array(bytes[start..<(start + 4)]) == Array("TZif".utf8) else { return nil }
            switch bytes[start + 4] {
            case 0: version = 1
            case UInt8(ascii: "2"): version = 2
            case UInt8(ascii: "3"): version = 3
            case UInt8(ascii: "4"): version = 4
            default: return nil
            }
            let counts = (0..<6).map { Int(ZoneTransitions.uint(bytes, start + 20 + $0 * 4, 4)) }
            (utcCount, standardCount, leapCount, timeCount, typeCount, charCount) = (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
            // Counts past any real file's (RFC 8536 bounds them by the data that follows).
            guard counts.allSatisfy({ $0 <= ZoneTransitions.longest }), utcCount == 0 || utcCount == typeCount,
                  standardCount == 0 || standardCount == typeCount else { return nil }
        }

        /// The bytes of the data block after this header.
        func blockSize(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4) + standardCount + utcCount
        }
    }
}
