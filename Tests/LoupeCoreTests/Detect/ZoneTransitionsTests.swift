import Foundation
import LoupeCore
import Testing

/// Zone files (TZif) parsed: the real ones of the machine's tzdata around daylight-saving changes,
/// and broken bytes refused.
@Suite("Zone transitions")
struct ZoneTransitionsTests {
    /// A zone file of the machine's tzdata, or nil when it is not installed.
    static func zoneFile(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + name).map { [UInt8]($0) }
    }

    static let hasTzdata = zoneFile("Europe/Paris") != nil && zoneFile("America/New_York") != nil

    /// The local time the detector shows for a Unix time in a zone.
    static func local(_ seconds: Int64, _ zone: DetectorTimeZone) -> String? {
        DataDetector.detect(DetectorInput(text: String(seconds), timeZone: zone)).first { $0.rank == .localTime }?.title
    }

    @Test("Europe/Paris: CET and CEST either side of the 2024 changes, 1970, and after the file's last change (its footer rule)",
          .enabled(if: ZoneTransitionsTests.hasTzdata, "tzdata is not installed: no /usr/share/zoneinfo/Europe/Paris"))
    func paris() throws {
        let bytes = try #require(Self.zoneFile("Europe/Paris"))
        let paris = try #require(DetectorTimeZone(tzif: bytes))
        #expect(paris.name == "CET" && paris.offset == 3600)
        #expect(Self.local(1_711_846_799, paris) == "2024-03-31 01:59:59 CET")
        #expect(Self.local(1_711_846_800, paris) == "2024-03-31 03:00:00 CEST")
        #expect(Self.local(1_729_990_799, paris) == "2024-10-27 02:59:59 CEST")
        #expect(Self.local(1_729_990_800, paris) == "2024-10-27 02:00:00 CET")
        #expect(Self.local(1_000_000_000, paris) == "2001-09-09 03:46:40 CEST")
        #expect(Self.local(4_102_444_800, paris) == "2100-01-01 01:00:00 CET")
        #expect(Self.local(4_118_000_000, paris) == "2100-06-30 02:53:20 CEST", "past 2037: the footer's rule")
        #expect(paris.zone(at: 0) == (3600, "CET"))
    }

    @Test("America/New_York: EST and EDT either side of the March 2024 change; 1700000000",
          .enabled(if: ZoneTransitionsTests.hasTzdata, "tzdata is not installed: no /usr/share/zoneinfo/America/New_York"))
    func newYork() throws {
        let bytes = try #require(Self.zoneFile("America/New_York"))
        let newYork = try #require(DetectorTimeZone(tzif: bytes))
        #expect(Self.local(1_700_000_000, newYork) == "2023-11-14 17:13:20 EST")
        #expect(Self.local(1_710_053_999, newYork) == "2024-03-10 01:59:59 EST")
        #expect(Self.local(1_710_054_000, newYork) == "2024-03-10 03:00:00 EDT")
        #expect(Self.local(1_700_000_000_000, newYork) == "2023-11-14 17:13:20.000 EST", "milliseconds")
    }

    /// A version 2 file of one zone: the 32-bit block, the 64-bit one with `times` (type 1 after
    /// each), types 0 (LMT +0:09:21) and 1 (CET +1), and `footer`.
    static func file(times: [Int64], footer: String) -> [UInt8] {
        func be(_ v: UInt64, _ n: Int) -> [UInt8] { (0..<n).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) } }
        let names = Array("LMT\0CET\0".utf8)
        func header(_ timeCount: Int) -> [UInt8] {
            Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15) + be(0, 4) + be(0, 4) + be(0, 4) + be(UInt64(timeCount), 4) + be(2, 4) + be(UInt64(names.count), 4)
        }
        let types = be(561, 4) + [0, 0] + be(3600, 4) + [0, 4]
        let v1 = header(0) + types + names
        let v2 = header(times.count) + times.flatMap { be(UInt64(bitPattern: $0), 8) } + times.map { _ in 1 } + types + names
        return v1 + v2 + Array("\n\(footer)\n".utf8)
    }

    @Test("a file made here: before the first change type 0, then the change, then the footer; broken bytes are refused")
    func madeHere() throws {
        let zone = try #require(DetectorTimeZone(tzif: Self.file(times: [-1_000_000_000], footer: "JST-9")))
        #expect(zone.zone(at: -2_000_000_000) == (561, "LMT"))
        #expect(zone.zone(at: -999_999_999) == (9 * 3600, "JST"), "after the last change: the footer")
        let noFooter = try #require(DetectorTimeZone(tzif: Self.file(times: [-1_000_000_000, 0], footer: "")))
        #expect(noFooter.zone(at: 5) == (3600, "CET"))
        let good = Self.file(times: [-1_000_000_000, 0], footer: "")
        for broken in [[], Array(good.prefix(43)), Array(good.prefix(good.count - 8)), Array("TZif9".utf8) + good.dropFirst(5),
                       Array("TZIF".utf8) + good.dropFirst(4), [UInt8](repeating: 0xFF, count: 200)] {
            #expect(DetectorTimeZone(tzif: broken) == nil, "\(broken.count) bytes")
        }
        // A transition bringing a type that does not exist.
        var badIndex = good
        badIndex[badIndex.count - 2 - 8 - 12 - 2] = 7
        #expect(DetectorTimeZone(tzif: badIndex) == nil)
    }
}
