import CStartup
import Foundation
import Testing

/// The list of pages the installed loupe's start touches (`loupe_start_pages_parse`,
/// Sources/CStartup/start_pages.c): read only when it is whole, of this build, and within bounds.
@Suite struct StartPagesTests {
    static let build: [UInt8] = (0..<20).map { UInt8($0 * 7 + 1) }

    /// A list's bytes, as `StartPagesRecorder.file` writes them.
    static func list(magic: String = "LOUPESP1", build: [UInt8] = build, pages: [UInt32], count: UInt32? = nil) -> [UInt8] {
        var bytes = Array(magic.utf8)
        func put(_ n: UInt32) { withUnsafeBytes(of: n.littleEndian) { bytes += $0 } }
        put(UInt32(build.count))
        bytes += build
        put(count ?? UInt32(pages.count))
        pages.forEach(put)
        return bytes
    }

    /// What the parser makes of `bytes` for this build and a limit of 1 MiB: the pages, or nil.
    static func parse(_ bytes: [UInt8], build: [UInt8] = build, limit: UInt = 1 << 20, capacity: Int = Int(loupe_start_pages_most)) -> [UInt32]? {
        var pages = [UInt32](repeating: 0, count: capacity)
        let count = bytes.withUnsafeBufferPointer { data in
            build.withUnsafeBufferPointer { id in
                pages.withUnsafeMutableBufferPointer { loupe_start_pages_parse(data.baseAddress, data.count, id.baseAddress, id.count, limit, $0.baseAddress, $0.count) }
            }
        }
        return count < 0 ? nil : Array(pages.prefix(count))
    }

    @Test func aListOfThisBuildGivesItsPages() {
        #expect(Self.parse(Self.list(pages: [0, 4096, 65536, 1_044_480])) == [0, 4096, 65536, 1_044_480])
        #expect(Self.parse(Self.list(pages: [])) == [])
    }

    @Test func anotherBuildsListIsNotRead() {
        var other = Self.build
        other[19] ^= 1
        #expect(Self.parse(Self.list(build: other, pages: [4096])) == nil)
        #expect(Self.parse(Self.list(build: Array(Self.build.prefix(16)), pages: [4096])) == nil, "an id of another length")
        #expect(Self.parse(Self.list(pages: [4096]), build: []) == nil, "a program without an id")
    }

    @Test func aListOfAnotherFormIsNotRead() {
        #expect(Self.parse(Self.list(magic: "LOUPESP2", pages: [4096])) == nil)
        #expect(Self.parse(Array(Self.list(pages: [4096, 8192]).dropLast())) == nil, "cut short")
        #expect(Self.parse(Self.list(pages: [4096]) + [0, 0, 0, 0]) == nil, "more than it says")
        #expect(Self.parse(Self.list(pages: [4096], count: 3)) == nil)
        #expect(Self.parse(Array("LOUPESP1".utf8)) == nil)
        #expect(Self.parse([]) == nil)
    }

    @Test func aPageOutOfBoundsOrNotOnAPageMakesTheWholeListUnread() {
        #expect(Self.parse(Self.list(pages: [4096, 1 << 20])) == nil, "at the limit: the data the start-up moves")
        #expect(Self.parse(Self.list(pages: [4096, 4097])) == nil)
        #expect(Self.parse(Self.list(pages: [4096, 8192, 12288]), capacity: 2) == nil, "more than there is room for")
        #expect(loupe_start_pages_most == 8192)
        #expect(Self.parse(Self.list(pages: (0..<8193).map { UInt32($0) * 4096 }), limit: 1 << 30, capacity: 9000) == nil, "more than 8,192")
        #expect(Self.parse(Self.list(pages: (0..<8192).map { UInt32($0) * 4096 }), limit: 1 << 30)?.count == 8192)
    }

    /// The running program's build id, as `readelf -n` finds it in its file.
    @Test func theBuildIdIsTheProgramsNote() throws {
        var id: UnsafePointer<UInt8>?
        let length = loupe_build_id(&id)
        #if arch(x86_64) && os(Linux)
        let bytes = try #require(id.map { Array(UnsafeBufferPointer(start: $0, count: length)) })
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        let readelf = Process()
        readelf.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        readelf.arguments = ["readelf", "-n", "/proc/\(getpid())/exe"]
        let pipe = Pipe()
        readelf.standardOutput = pipe
        try readelf.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        readelf.waitUntilExit()
        #expect(length >= 16 && output.contains("Build ID: \(hex)"), "\(hex) in \(output.suffix(300))")
        #expect(loupe_start_pages_limit() > 0)
        #else
        #expect(length == -1)
        #endif
    }
}
