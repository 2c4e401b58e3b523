import Foundation
import Testing

/// The built `loupe` runs on the standard library, Glibc and FoundationEssentials: neither full
/// Foundation nor ICU is loaded with it (dynamic build: the libraries `ldd` lists) or linked into
/// it (static build: ICU's data, 30 MB of it, is named `icudtNNl/...` inside).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"), "needs ldd"))
struct FoundationLinkTests {
    /// Libraries that only full Foundation brings.
    static let forbidden = ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
                            "libFoundationNetworking.so", "libFoundationXML.so"]

    /// What `ldd` says of a file: its status and the libraries it lists.
    static func ldd(_ path: String) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        p.arguments = [path]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func noFullFoundationOrICUIsLoaded() throws {
        let loupe = try #require(LoupeBinary.path)
        let (status, output) = try Self.ldd(loupe)
        #expect(status == 0, "ldd failed: \(output)")
        // The check means something: the tool is linked against shared libraries ldd resolves.
        #expect(output.contains("libc.so"), "\(output)")
        for library in Self.forbidden {
            #expect(!output.contains(library), "\(loupe) loads \(library):\n\(output)")
        }
    }

    @Test func noICUDataIsLinkedIn() throws {
        let loupe = try #require(LoupeBinary.path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: loupe))
        #expect(bytes.count > 1 << 20, "\(loupe) is \(bytes.count) bytes")
        #expect(bytes.range(of: Data("icudt".utf8)) == nil, "\(loupe) holds ICU's data")
    }

    /// The check above finds what it looks for: the toolchain's own Foundation loads ICU.
    @Test func theCheckSeesFoundationWhereItIs() throws {
        let toolchain = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let (_, output) = try Self.ldd(toolchain.path)
        // The test bundle itself imports Foundation (a dynamic build of the tests links it).
        if output.contains("libswiftCore.so") {
            #expect(output.contains("libFoundation.so"), "\(output)")
            #expect(output.contains("lib_FoundationICU.so"), "\(output)")
        }
    }
}
