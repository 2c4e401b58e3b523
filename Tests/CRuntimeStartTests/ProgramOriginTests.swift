import CRuntimeStart
import Glibc
import Testing

/// The program's folder made from its path as glibc's `_dl_get_origin` makes it
/// (`loupe_program_origin`, Sources/CRuntimeStart): the answer the installed loupe gives glibc
/// from the path its entry point read, instead of glibc reading /proc/self/exe again.
@Suite struct ProgramOriginTests {
    static func origin(_ path: String, length: Int? = nil) -> String? {
        let bytes = Array(path.utf8)
        guard let made = bytes.withUnsafeBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { loupe_program_origin($0.baseAddress, length ?? bytes.count) }
        }) else { return nil }
        defer { free(made) }
        return String(cString: made)
    }

    @Test func theFolderIsThePathUpToItsLastSlash() {
        #expect(Self.origin("/usr/local/bin/loupe") == "/usr/local/bin")
        #expect(Self.origin("/home/ada/.local/bin/tloupe") == "/home/ada/.local/bin")
        #expect(Self.origin("/tmp/x (deleted)/loupe") == "/tmp/x (deleted)")
    }

    @Test func aProgramAtTheRootHasTheRootAsItsFolder() {
        #expect(Self.origin("/loupe") == "/")
        #expect(Self.origin("/") == "/")
    }

    @Test func aPathEndingInASlashLosesOnlyThatSlash() {
        #expect(Self.origin("/usr/bin/") == "/usr/bin")
    }

    /// Only `length` bytes count: the entry point's copy of the link has no terminating zero.
    @Test func onlyTheGivenLengthIsRead() {
        #expect(Self.origin("/usr/local/bin/loupe/and/more", length: "/usr/local/bin/loupe".utf8.count) == "/usr/local/bin")
    }

    /// A link that is not an absolute path (as /proc/self/exe's is not for an anonymous file, say
    /// "[memfd:...]") has no folder: glibc is then left to answer.
    @Test func aPathThatIsNotAbsoluteHasNone() {
        #expect(Self.origin("loupe") == nil)
        #expect(Self.origin("[memfd:loupe]") == nil)
        #expect(Self.origin("") == nil)
    }
}
