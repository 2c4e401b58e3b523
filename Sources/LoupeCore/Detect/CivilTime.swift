/// A Unix time as a civil date and time in a fixed offset from UTC (the proleptic Gregorian
/// calendar, no leap seconds), for the time detector.
struct CivilTime: Hashable {
    var year: Int64, month: Int, day: Int, hour: Int, minute: Int, second: Int
    /// The weekday, 0 Sunday to 6 Saturday.
    var weekday: Int

    /// The civil time of `seconds` after the epoch, shifted by `offset` seconds.
    init(unixSeconds seconds: Int64, offset: Int64 = 0) {
        let t = seconds + offset
        let days = t >= 0 ? t / 86_400 : (t - 86_399) / 86_400
        let secs = Int(t - days * 86_400)
        hour = secs / 3600
        minute = secs % 3600 / 60
        second = secs % 60
        weekday = Int(((days % 7) + 11) % 7)  // 1970-01-01 was a Thursday (4)
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = Int(doy - (153 * mp + 2) / 5 + 1)
        month = Int(mp < 10 ? mp + 3 : mp - 9)
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days from 1970-01-01 to a civil date (Howard Hinnant's days_from_civil).
    static func days(year: Int64, month: Int, day: Int) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// `2023-11-14 22:13:20`.
    var text: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second))"
    }
}
