import CStartup
import Glibc

/// Writes down which pages of this program's code and read-only data are mapped: the list the
/// installed loupe's entry point reads at its next starts, to have them mapped by a thread of its
/// own while it relocates itself (Sources/CStartup/start_pages.c). `make install` runs the built
/// loupe once on a sample, in a pseudo-terminal, with `LOUPE_RECORD_START_PAGES=FILE`: the viewer
/// records once its first frame is out, then goes on as usual.
enum StartPagesRecorder {
    /// The environment variable that names the file to write.
    static let variable = "LOUPE_RECORD_START_PAGES"

    /// Writes the list to `path`, with the pages it lists already when it is one of this build's
    /// (several runs make one list). False when this program has no build id, its mappings or
    /// pages cannot be read, or the file cannot be written.
    @discardableResult
    static func record(to path: String) -> Bool {
        var id: UnsafePointer<UInt8>?
        let idLength = loupe_build_id(&id)
        guard idLength > 0, let id, let mapped = mappedPages() else { return false }
        let build = Array(UnsafeBufferPointer(start: id, count: idLength))
        var pages = Set(mapped)
        if let old = PreviewFileReader.read(path) { pages.formUnion(parse(old, build: build)) }
        let list = file(build: build, pages: pages.sorted())
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let written = list.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard written == list.count, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// The list's bytes (see `loupe_start_pages_parse`).
    static func file(build: [UInt8], pages: [UInt32]) -> [UInt8] {
        var bytes = Array("LOUPESP1".utf8)
        func put(_ n: UInt32) { withUnsafeBytes(of: n.littleEndian) { bytes += $0 } }
        put(UInt32(build.count))
        bytes += build
        put(UInt32(pages.count))
        pages.forEach(put)
        return bytes
    }

    /// The pages a list of this build names; none when it is not one.
    static func parse(_ bytes: [UInt8], build: [UInt8]) -> [UInt32] {
        var pages = [UInt32](repeating: 0, count: Int(loupe_start_pages_most))
        let count = bytes.withUnsafeBufferPointer { data in
            build.withUnsafeBufferPointer { id in
                pages.withUnsafeMutableBufferPointer { out in
                    loupe_start_pages_parse(data.baseAddress, data.count, id.baseAddress, id.count, UInt(UInt32.max), out.baseAddress, out.count)
                }
            }
        }
        return count > 0 ? Array(pages.prefix(count)) : []
    }

    /// The offsets, from the program's first byte, of its pages mapped from its file before the
    /// data the start-up moves (`loupe_start_pages_limit`); nil when they cannot be read.
    static func mappedPages() -> [UInt32]? {
        guard let program = readLink("/proc/self/exe"), let maps = PreviewFileReader.read("/proc/self/maps") else { return nil }
        let limit = UInt(loupe_start_pages_limit())
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        var ranges: [(start: UInt, end: UInt, offset: UInt)] = []
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[5...].joined(separator: " ") == program else { continue }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            guard bounds.count == 2, let offset = UInt(fields[2], radix: 16) else { continue }
            ranges.append((bounds[0], bounds[1], offset))
        }
        // The program's first byte: where its file's first page is mapped.
        guard limit > 0, let first = ranges.first(where: { $0.offset == 0 }) else { return nil }
        let base = first.start
        let fd = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var pages: [UInt32] = []
        for range in ranges where range.start >= base {
            let count = Int((range.end - range.start) / page)
            var entries = [UInt64](repeating: 0, count: count)
            let wanted = count * 8
            let read = entries.withUnsafeMutableBytes { pread(fd, $0.baseAddress, wanted, off_t(range.start / page * 8)) }
            guard read == wanted else { return nil }
            for (i, entry) in entries.enumerated() where entry >> 63 & 1 == 1 {
                let offset = range.start + UInt(i) * page - base
                if offset < limit, offset <= UInt(UInt32.max) { pages.append(UInt32(offset)) }
            }
        }
        return pages
    }

    /// Where a symbolic link points, or nil.
    private static func readLink(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let length = buffer.withUnsafeMutableBufferPointer { raw in
            raw.baseAddress.map { pointer in pointer.withMemoryRebound(to: CChar.self, capacity: raw.count) { readlink(path, $0, raw.count - 1) } } ?? -1
        }
        return length > 0 ? String(decoding: buffer.prefix(length), as: UTF8.self) : nil
    }
}
