import Glibc
@testable import LoupeCore
import Testing

/// The titles the detectors show for a selection (and its line around it).
func detected(_ text: String, before: String = "", after: String = "", zone: DetectorTimeZone? = nil) -> [String] {
    DataDetector.detect(DetectorInput(text: text, before: before, after: after, timeZone: zone)).map(\.title)
}

@Suite struct DataDetectorTests {
    @Test func atMostThreeBestFirstAndNothingForLongOrManyLines() {
        // A 10-digit number: the time, hex and the IEC size all apply; three show, time first.
        #expect(detected("1700000000") == ["2023-11-14 22:13:20 UTC", "0x6553f100", "1.58 GiB"])
        // With a local zone the local time takes the third place from the size.
        #expect(detected("1700000000", zone: DetectorTimeZone(posix: "JST-9")) == ["2023-11-14 22:13:20 UTC", "2023-11-15 07:13:20 JST", "0x6553f100"])
        #expect(detected("1700000000\n1700000000").isEmpty)
        #expect(detected(String(repeating: "7", count: 65)).isEmpty)
        #expect(detected("").isEmpty)
        #expect(detected("  0xff\t") == ["255"], "white space around is trimmed")
    }

    @Test func theTableNamesEachDetectorOnce() {
        let names = DataDetector.all.map(\.name)
        #expect(names == ["time", "numbers", "sizes", "durations", "system", "colours"])
        #expect(DataDetector.all.allSatisfy { !$0.recognises.isEmpty && !$0.shows.isEmpty })
    }
}

@Suite struct TimeDetectorTests {
    @Test func secondsAndMillisecondsInUTC() {
        #expect(TimeDetector.find(DetectorInput(text: "1700000000")).map(\.title) == ["2023-11-14 22:13:20 UTC"])
        #expect(TimeDetector.find(DetectorInput(text: "1700000000123")).map(\.title) == ["2023-11-14 22:13:20.123 UTC"])
        #expect(TimeDetector.find(DetectorInput(text: "1700000000007")).map(\.title) == ["2023-11-14 22:13:20.007 UTC"])
        // The edges: the smallest and largest 10 and 13 digits.
        #expect(TimeDetector.find(DetectorInput(text: "1000000000")).map(\.title) == ["2001-09-09 01:46:40 UTC"])
        #expect(TimeDetector.find(DetectorInput(text: "9999999999")).map(\.title) == ["2286-11-20 17:46:39 UTC"])
        #expect(TimeDetector.find(DetectorInput(text: "9999999999999")).map(\.title) == ["2286-11-20 17:46:39.999 UTC"])
        #expect(TimeDetector.find(DetectorInput(text: "2000000000")).map(\.title) == ["2033-05-18 03:33:20 UTC"])
        #expect(TimeDetector.find(DetectorInput(text: "1709164800")).map(\.title) == ["2024-02-29 00:00:00 UTC"], "a leap day")
    }

    @Test func notTimes() {
        for text in ["0700000000", "-1700000000", "170000000", "17000000000", "17000000000000", "170000000x", "１７００００００００"] {
            #expect(TimeDetector.find(DetectorInput(text: text)).isEmpty, "\(text)")
        }
    }

    @Test func localTimeFromAPOSIXZone() throws {
        let paris = try #require(DetectorTimeZone(posix: "CET-1CEST,M3.5.0,M10.5.0/3"))
        // 2023-11-14 is winter; 2023-07-01 summer; the change 2023-03-26 01:00 UTC.
        #expect(TimeDetector.find(DetectorInput(text: "1700000000", timeZone: paris)).map(\.title).last == "2023-11-14 23:13:20 CET")
        #expect(TimeDetector.find(DetectorInput(text: "1688169600", timeZone: paris)).map(\.title).last == "2023-07-01 02:00:00 CEST")
        #expect(TimeDetector.find(DetectorInput(text: "1679792399", timeZone: paris)).map(\.title).last == "2023-03-26 01:59:59 CET")
        #expect(TimeDetector.find(DetectorInput(text: "1679792400", timeZone: paris)).map(\.title).last == "2023-03-26 03:00:00 CEST")
        // The end: 2023-10-29 01:00 UTC (03:00 CEST becomes 02:00 CET).
        #expect(TimeDetector.find(DetectorInput(text: "1698541199", timeZone: paris)).map(\.title).last == "2023-10-29 02:59:59 CEST")
        #expect(TimeDetector.find(DetectorInput(text: "1698541200", timeZone: paris)).map(\.title).last == "2023-10-29 02:00:00 CET")
        // The southern hemisphere: daylight saving across the new year.
        let sydney = try #require(DetectorTimeZone(posix: "AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(TimeDetector.find(DetectorInput(text: "1700000000", timeZone: sydney)).map(\.title).last == "2023-11-15 09:13:20 AEDT")
        #expect(TimeDetector.find(DetectorInput(text: "1688169600", timeZone: sydney)).map(\.title).last == "2023-07-01 10:00:00 AEST")
        let india = try #require(DetectorTimeZone(posix: "<+0530>-5:30"))
        #expect(TimeDetector.find(DetectorInput(text: "1700000000", timeZone: india)).map(\.title).last == "2023-11-15 03:43:20 +0530")
        let newYork = try #require(DetectorTimeZone(posix: "EST5EDT,M3.2.0,M11.1.0"))
        #expect(TimeDetector.find(DetectorInput(text: "1700000000", timeZone: newYork)).map(\.title).last == "2023-11-14 17:13:20 EST")
        // UTC itself adds nothing.
        #expect(TimeDetector.find(DetectorInput(text: "1700000000", timeZone: DetectorTimeZone(posix: "UTC0"))).count == 1)
    }

    @Test func zonesNotReadGiveNil() {
        for tz in ["", "Europe/Paris", ":Europe/Paris", "UT", "CET", "CET-1CEST", "CET-1CEST,J60,J300", "CET-200", "EST5EDT,M13.1.0,M11.1.0", "<+05"] {
            #expect(DetectorTimeZone(posix: tz) == nil, "\(tz)")
        }
    }

    /// The time detector agrees with Glibc's gmtime_r over its whole range.
    @Test func agreesWithGmtime() {
        var seconds: Int64 = 1_000_000_000
        while seconds <= 9_999_999_999 {
            var t = time_t(seconds)
            var tm = tm()
            gmtime_r(&t, &tm)
            let c = CivilTime(unixSeconds: seconds)
            #expect(c.year == Int64(tm.tm_year) + 1900 && c.month == Int(tm.tm_mon) + 1 && c.day == Int(tm.tm_mday)
                    && c.hour == Int(tm.tm_hour) && c.minute == Int(tm.tm_min) && c.second == Int(tm.tm_sec) && c.weekday == Int(tm.tm_wday))
            seconds += 86_399_937
        }
    }
}

@Suite struct NumberDetectorTests {
    @Test func radixesAsDecimal() {
        #expect(detected("0xff") == ["255"])
        #expect(detected("0XFF") == ["255"])
        #expect(detected("0xffffffffffffffff") == ["18446744073709551615"], "64 bits exactly")
        #expect(detected("0o755") == ["493"])
        #expect(detected("0755") == ["493"])
        #expect(detected("0b1010") == ["10"])
        #expect(detected("0xdead_beef") == ["3735928559"])
    }

    @Test func decimalAsHexOnlyWhenNothingBetter() {
        #expect(detected("255") == ["0xff"])
        #expect(detected("18446744073709551615").first == "0xffffffffffffffff")
        // A time is better: hex comes after it.
        #expect(detected("1700000000").firstIndex(of: "0x6553f100") == 1)
    }

    @Test func notNumbers() {
        for text in ["0x1ffffffffffffffff", "18446744073709551616", "-0xff", "-255", "0x", "0xg1", "089", "0b102", "7", "0x_ff", "0xff_", "1e5"] {
            #expect(NumberDetector.find(DetectorInput(text: text)).isEmpty, "\(text)")
        }
    }
}

@Suite struct SizeDetectorTests {
    @Test func unitsAsBytes() {
        #expect(detected("1.5G") == ["1610612736 bytes"])
        #expect(detected("300KiB") == ["307200 bytes"])
        #expect(detected("300 KiB") == ["307200 bytes"])
        #expect(detected("2MB") == ["2000000 bytes"])
        #expect(detected("1kB") == ["1000 bytes"])
        #expect(detected("0.3K") == ["about 307 bytes"])
        #expect(detected("15E") == ["17293822569102704640 bytes"])
        #expect(detected("16E").isEmpty, "past 64 bits")
        #expect(detected("1.2.3G").isEmpty)
        #expect(detected("1.0000001G").isEmpty, "more than six decimals")
        #expect(detected("-1G").isEmpty)
        #expect(detected("3Q").isEmpty)
    }

    @Test func byteCountsAsIEC() {
        #expect(detected("1048576 bytes") == ["1 MiB"])
        #expect(detected("1048576B") == ["1 MiB"])
        #expect(detected("1048576", after: " bytes free").first == "1 MiB", "the unit after it on the line")
        #expect(detected("1536", after: " B") == ["1.5 KiB", "0x600"])
        #expect(detected("1023 bytes").isEmpty, "below a KiB")
        #expect(detected("18446744073709551615 bytes") == ["16 EiB"])
        #expect(detected("18446744073709551616 bytes").isEmpty)
    }

    @Test func aBareLongIntegerAfterTimeAndHex() {
        #expect(detected("1048576") == ["0x100000", "1 MiB"])
        #expect(detected("104857") == ["0x19999"], "six digits: no size")
    }
}

@Suite struct DurationDetectorTests {
    @Test func normalised() {
        #expect(detected("3725s") == ["1h 2m 5s"])
        #expect(detected("1h2m") == ["3720s"])
        #expect(detected("1h 2m 5s") == ["3725s"])
        #expect(detected("150ms") == ["0.15s"])
        #expect(detected("1500ms") == ["1.5s"])
        #expect(detected("90000s") == ["1d 1h"])
        #expect(detected("2.5h") == ["2h 30m"])
        #expect(detected("1500us") == ["1.5ms"])
        #expect(detected("5s").isEmpty, "already both forms")
    }

    @Test func notDurations() {
        for text in ["5min", "h", "1h2", "ms", "1.s", "99999999999999999999s", "1.2.3s", "-5s", "5 s x"] {
            #expect(DurationDetector.find(DetectorInput(text: text)).isEmpty, "\(text)")
        }
    }
}

@Suite struct SystemCodeDetectorTests {
    @Test func errnoAndSignals() {
        #expect(detected("ECONNREFUSED") == ["Connection refused", "errno 111"])
        #expect(detected("SIGSEGV") == ["Segmentation fault", "signal 11"])
        #expect(detected("111", before: "connect failed: errno ") == ["ECONNREFUSED: Connection refused", "0x6f"])
        #expect(detected("11", before: "error=").first == "EAGAIN: Resource temporarily unavailable", "a shared number names the first")
        #expect(detected("EFOO").isEmpty)
        #expect(detected("econnrefused").isEmpty, "names are upper case")
        #expect(detected("999", before: "errno ") == ["0x3e7"])
    }

    @Test func exitStatusAboveOneTwentyEight() {
        #expect(detected("137", before: "exit ").first == "killed by SIGKILL")
        #expect(detected("139", before: "status=").first == "killed by SIGSEGV")
        #expect(detected("170", before: "code: ").first == "killed by signal 42", "a real-time signal")
        #expect(detected("128", before: "exit ") == ["0x80"])
        #expect(detected("193", before: "exit ") == ["0xc1"], "past the last signal")
        #expect(detected("137", before: "took ") == ["0x89"])
    }

    @Test func httpStatusWhereTheLineSaysSo() {
        #expect(detected("404", before: "GET /x HTTP/1.1\" ").first == "Not Found")
        #expect(detected("503", before: "status ").first == "Service Unavailable")
        #expect(detected("404", before: "line ") == ["0x194"])
        #expect(detected("299", before: "HTTP ") == ["0x12b"], "no such status")
    }

    /// The tables agree with Glibc's strerror and strsignal here.
    @Test func tablesAgreeWithGlibc() {
        for e in CodeTable.errno.entries {
            #expect(String(cString: strerror(Int32(e.number))) == e.message, "\(e.name)")
        }
        for s in CodeTable.signals.entries {
            #expect(String(cString: strsignal(Int32(s.number))) == s.message, "\(s.name)")
        }
        #expect(CodeTable.errno.named("ECONNREFUSED")?.number == Int(ECONNREFUSED))
        #expect(CodeTable.signals.named("SIGKILL")?.number == Int(SIGKILL))
        #expect(CodeTable.errno.entries.count > 130)
    }
}

@Suite struct ColourDetectorTests {
    @Test func hexColours() {
        #expect(detected("#ff8800") == ["rgb(255, 136, 0)"])
        #expect(detected("#FFF") == ["rgb(255, 255, 255)"])
        #expect(detected("#000000") == ["rgb(0, 0, 0)"])
        for text in ["#ff880", "#ff88001", "#gg8800", "ff8800", "#", "#-ff"] {
            #expect(ColourDetector.find(DetectorInput(text: text)).isEmpty, "\(text)")
        }
    }
}
