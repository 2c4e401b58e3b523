#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore

/// Reads a file or standard input line by line as it comes, holding one line at a time, so a
/// reader that needs only the first lines stops early (`loupe snapshot` of /dev/zero, of a
/// sparse file of gigabytes, of an endless pipe).
///
/// Lines end at `\n` (a `\r` before it is dropped), as `LineIndex` cuts them: one longer than
/// `LineIndex.maxLineBytes` is cut at a UTF-8 boundary, so memory stays bounded whatever the input.
public enum LineReader {
    /// Calls `body` with each line of `path` (- for standard input) until it returns false or the
    /// input ends. Throws `InputSourceError` for a missing, unreadable or directory path.
    public static func forEachLine(path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws {
        let fd: Int32
        let name: String
        if path == "-" {
            (fd, name) = (0, "standard input")
        } else {
            (fd, _) = try InputSource.open(path: path)
            name = path
        }
        defer { if fd != 0 { close(fd) } }
        try forEachLine(fd: fd, name: name, body)
    }

    /// `forEachLine(path:_:)` over an open descriptor.
    public static func forEachLine(fd: Int32, name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) throws {
        let limit = LineIndex.maxLineBytes
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        /// Hands over `line` (without a final `\r`); false when the reader wants no more.
        func emit(_ bytes: ArraySlice<UInt8>) -> Bool {
            var end = bytes.endIndex
            if end > bytes.startIndex && bytes[end - 1] == 0x0D { end -= 1 }
            return bytes[bytes.startIndex..<end].withUnsafeBufferPointer { body($0) }
        }
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputSourceError.unreadable(name, reason: String(cString: strerror(errno)))
            }
            var start = 0
            while start < n {
                if let newline = chunk[start..<n].firstIndex(of: 0x0A) {
                    line += chunk[start..<newline]
                    if !emit(line[...]) { return }
                    line.removeAll(keepingCapacity: true)
                    start = newline + 1
                } else {
                    line += chunk[start..<n]
                    start = n
                }
                // An over-long line is cut at a UTF-8 boundary, as LineIndex cuts it.
                while line.count > limit {
                    var cut = limit
                    while cut > 1 && (line[cut] & 0xC0) == 0x80 { cut -= 1 }
                    if !emit(line[0..<cut]) { return }
                    line.removeFirst(cut)
                }
            }
        }
        if !line.isEmpty { _ = emit(line[...]) }
    }
}
