import Foundation
import LoupeCore
import LoupeSystem
import Testing

/// `TZ` made into the detectors' zone at start-up: a POSIX rule as it is, a zone file's name read
/// from tzdata, and nothing for what is not one.
@Suite("local time zone")
struct LocalTimeZoneTests {
    static let hasTzdata = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Paris")

    @Test("a zone file's name (bare, with ':', under TZDIR, as a path) is read; a POSIX rule is taken as it is",
          .enabled(if: LocalTimeZoneTests.hasTzdata, "tzdata is not installed: no /usr/share/zoneinfo/Europe/Paris"))
    func names() throws {
        let summer: Int64 = 1_719_792_000  // 2024-07-01 00:00 UTC
        for tz in ["Europe/Paris", ":Europe/Paris", "/usr/share/zoneinfo/Europe/Paris"] {
            let zone = try #require(LocalTimeZone.from(["TZ": tz]), "\(tz)")
            #expect(zone.zone(at: summer) == (7200, "CEST") && zone.zone(at: 1_700_000_000) == (3600, "CET"), "\(tz)")
        }
        let underDir = LocalTimeZone.from(["TZ": "Paris", "TZDIR": "/usr/share/zoneinfo/Europe"])
        #expect(underDir?.zone(at: summer).name == "CEST")
        let newYork = try #require(LocalTimeZone.from(["TZ": "America/New_York"]))
        #expect(newYork.zone(at: summer) == (-4 * 3600, "EDT"))
        let tokyo = try #require(LocalTimeZone.from(["TZ": "JST-9"]))
        #expect(tokyo.zone(at: summer) == (9 * 3600, "JST"))
    }

    @Test("unset, empty, unknown, climbing out, a device, a FIFO, a file that is not TZif: nil, and nothing waits")
    func notZones() throws {
        let fifo = NSTemporaryDirectory() + "loupe-tz-fifo-\(getpid())"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for env in [[:], ["TZ": ""], ["TZ": "Nowhere/City"], ["TZ": "../../etc/passwd"], ["TZ": "/dev/zero"], ["TZ": fifo],
                    ["TZ": "/etc/passwd"], ["TZ": ":"]] {
            #expect(LocalTimeZone.from(env) == nil, "\(env)")
        }
        var asked: [String] = []
        _ = LocalTimeZone.from(["TZ": "Europe/../../x"]) { asked.append($0); return nil }
        _ = LocalTimeZone.from(["TZ": "Asia/Tokyo", "TZDIR": "/zones"]) { asked.append($0); return nil }
        #expect(asked == ["/zones/Asia/Tokyo"], "a name with .. is never read")
    }
}
