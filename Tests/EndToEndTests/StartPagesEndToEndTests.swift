import Foundation
import Testing

/// `make install`'s recording of the pages the start touches (`StartPagesRecorder`, read by the
/// installed loupe's entry point, Sources/CStartup/start_pages.c): the viewer, given
/// LOUPE_RECORD_START_PAGES, writes them down once its first frame is out, as a list of this build.
@Suite(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct StartPagesEndToEndTests {
    /// The build id `readelf -n` finds in the program's file, as hex.
    static func buildID(of program: String) throws -> String {
        let readelf = Process()
        readelf.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        readelf.arguments = ["readelf", "-n", program]
        let pipe = Pipe()
        readelf.standardOutput = pipe
        try readelf.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        readelf.waitUntilExit()
        let line = try #require(output.split(separator: "\n").first { $0.contains("Build ID:") })
        return String(line.split(separator: " ").last ?? "")
    }

    static func number(_ bytes: [UInt8], at offset: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    @Test func theViewerWritesDownThePagesItsStartTouched() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-start-pages-\(UInt32.random(in: 0...UInt32.max))").path
        defer { unlink(path) }
        let h = try TmuxHarness(command: "view", arguments: ViewerEndToEndTestsSample.path, environment: "LOUPE_RECORD_START_PAGES=\(path)") { s in
            s.contains { $0.contains("drag to copy") }
        }
        var bytes: [UInt8] = []
        for _ in 0..<100 where bytes.isEmpty {
            bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { Array($0) } ?? []
            if bytes.isEmpty { usleep(20_000) }
        }
        try #require(bytes.count > 16, "no list written")
        #expect(String(decoding: bytes.prefix(8), as: UTF8.self) == "LOUPESP1")
        let idLength = Self.number(bytes, at: 8)
        let id = bytes[12..<(12 + idLength)].map { String(format: "%02x", $0) }.joined()
        #expect(id == (try Self.buildID(of: TmuxHarness.loupe)), "the build's own id")
        let count = Self.number(bytes, at: 12 + idLength)
        let pages = (0..<count).map { Self.number(bytes, at: 16 + idLength + 4 * $0) }
        #expect(bytes.count == 16 + idLength + 4 * count)
        // Its code and read-only data up to the first frame: hundreds of pages, in order, each once.
        #expect(count > 100, "\(count) pages")
        #expect(pages == pages.sorted() && Set(pages).count == count && pages.allSatisfy { $0 % 4096 == 0 })
        let size = try FileManager.default.attributesOfItem(atPath: TmuxHarness.loupe)[.size] as? Int ?? 0
        #expect(pages.allSatisfy { $0 < size }, "within the program's file")
        // The viewer goes on as usual.
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }
}
