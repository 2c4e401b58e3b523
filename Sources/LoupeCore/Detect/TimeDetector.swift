/// The time detector: Unix seconds (10 digits) or milliseconds (13), the first digit not 0, as
/// a date and time in UTC and in the local zone (`DetectorInput.timeZone`).
enum TimeDetector {
    static func find(_ input: DetectorInput) -> [DetectedValue] {
        let text = Substring(input.text)
        guard text.count == 10 || text.count == 13, text.first != "0", let n = IntegerText.decimal(text) else { return [] }
        let millis = text.count == 13 ? n % 1000 : 0
        let seconds = Int64(text.count == 13 ? n / 1000 : n)
        let fraction = text.count == 13 ? "." + String(repeating: "0", count: 3 - String(millis).count) + String(millis) : ""
        let utc = CivilTime(unixSeconds: seconds).text + fraction + " UTC"
        var out = [DetectedValue(utc, rank: .utcTime, detector: "time")]
        if let zone = input.timeZone {
            let (offset, name) = zone.zone(at: seconds)
            if offset != 0 || name != "UTC" {
                out.append(DetectedValue(CivilTime(unixSeconds: seconds, offset: offset).text + fraction + " " + name, rank: .localTime, detector: "time"))
            }
        }
        return out
    }
}
