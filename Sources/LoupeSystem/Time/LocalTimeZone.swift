import Glibc
import LoupeCore
import LoupeIO

/// The zone the menus' local times are shown in, from `TZ`, found once at start-up: a POSIX rule
/// (`CET-1CEST,M3.5.0,M10.5.0/3`) as it is, else a zone file's name (`Europe/Paris`, or
/// `:Europe/Paris`) read from `$TZDIR`, else `/usr/share/zoneinfo`, or a zone file's absolute path.
/// Unset, a name with `..`, a file that is not a regular TZif file: nil, and only UTC is shown.
///
/// ```swift
/// LocalTimeZone.from(["TZ": "Europe/Paris"])?.zone(at: 1_700_000_000)   // (3600, "CET")
/// ```
public enum LocalTimeZone {
    /// The folder of zone files when `TZDIR` is not set.
    public static let folder = "/usr/share/zoneinfo"

    /// The zone `TZ` names in `environment`; zone files are read with `read`.
    public static func from(_ environment: [String: String], read: (String) -> [UInt8]? = readZoneFile) -> DetectorTimeZone? {
        guard let value = environment["TZ"], !value.isEmpty else { return nil }
        if !value.hasPrefix(":"), let rule = DetectorTimeZone(posix: value) { return rule }
        let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        guard let path = path(of: name, environment: environment), let bytes = read(path) else { return nil }
        return DetectorTimeZone(tzif: bytes)
    }

    /// Where a zone's file is: an absolute path as it is, a name under `TZDIR` (or `folder`); nil
    /// for an empty name or one that climbs out (`..`).
    static func path(of name: String, environment: [String: String]) -> String? {
        guard !name.isEmpty, !name.split(separator: "/").contains("..") else { return nil }
        if name.hasPrefix("/") { return name }
        let dir = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? folder
        return dir + "/" + name
    }

    /// A regular file's bytes, at most `ZoneTransitions.longest` (nil for a longer one, a device,
    /// a pipe or one that cannot be read: never a wait on `TZ=/dev/zero` or a FIFO).
    public static func readZoneFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= ZoneTransitions.longest else { return nil }
        // Read to its end, or refused past the limit (the size said is not trusted: a file may grow).
        guard let read = try? ReadToEnd.bytes(of: fd, limit: ZoneTransitions.longest), read.reachedEnd else { return nil }
        return read.bytes
    }
}
