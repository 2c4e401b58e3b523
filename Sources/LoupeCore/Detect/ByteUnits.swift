/// Byte counts written in IEC units (`1 MiB`, `1.5 GiB`), for the sizes detector.
enum ByteUnits {
    /// The IEC units above bytes, each 1024 times the one before.
    static let iec = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]

    /// `bytes` in the largest IEC unit it reaches, at most two decimals (`1 MiB`, `1.58 GiB`);
    /// nil below 1 KiB.
    static func iecText(_ bytes: UInt64) -> String? {
        guard bytes >= 1024 else { return nil }
        var unit: UInt64 = 1024
        var index = 0
        while index + 1 < iec.count, bytes / unit >= 1024 { unit *= 1024; index += 1 }
        return IntegerText.fraction(bytes, over: unit, digits: 2) + " " + iec[index]
    }
}
