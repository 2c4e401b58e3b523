#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, read from `environ` as they are now.
///
/// FoundationEssentials' `ProcessInfo.processInfo.environment` gives the same, but making the
/// `ProcessInfo` and its dictionary cost about a tenth of a millisecond each time, on the way to
/// the first screen.
public enum ProcessEnvironment {
    /// Every variable; a `NAME=value` entry without `=` is left out, and the first of two entries with one name wins.
    public static func current() -> [String: String] {
        // environ is null after clearenv().
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        guard var entry = start else { return [:] }
        var count = 0
        while entry[count] != nil { count += 1 }
        // Room for all of them at once: the dictionary is not made again as it grows.
        var variables = [String: String](minimumCapacity: count)
        while let pointer = entry.pointee {
            // Split at the `=` in place: the name and the value each made once, from their bytes
            // (not the whole text first, then its two halves).
            if let equals = strchr(pointer, Int32(UInt8(ascii: "="))) {
                let name = pointer.withMemoryRebound(to: UInt8.self, capacity: equals - pointer) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: equals - pointer), as: UTF8.self)
                }
                if variables[name] == nil { variables[name] = String(cString: equals + 1) }
            }
            entry += 1
        }
        return variables
    }
}
