import LoupeCore
import Testing

/// Look Up's pure parts: which words could name a page, and the section `man -w`'s answer gives.
@Suite("Man pages")
struct ManPageTests {
    @Test("a name is a word: letters, digits and _ . : + - @, never an option or a path")
    func names() {
        for word in ["ls", "printf", "File::Find", "g++", "systemd.unit", "_exit", "7z"] { #expect(ManPage.isName(word), "\(word)") }
        for word in ["", "-la", "--help", "/tmp", "a b", "ls;rm", "$(x)", ".hidden", "naïve", String(repeating: "a", count: 65)] {
            #expect(!ManPage.isName(word), "\(word)")
        }
    }

    @Test("the section comes from the first path's file name, a compression suffix dropped")
    func sections() {
        func section(_ output: String) -> String? { ManPage(name: "x", whereOutput: Array(output.utf8))?.section }
        #expect(section("/usr/share/man/man1/ls.1.gz\n") == "1")
        #expect(section("/usr/share/man/man3/File::Find.3perl.gz\n/usr/share/man/man1/x.1.gz\n") == "3perl")
        #expect(section("/usr/share/man/man1/run-mailcap.1.gz\n") == "1", "a page another name links to")
        #expect(section("/usr/local/man/man8/tool.8\n") == "8")
        #expect(section("/usr/share/man/mann/Tcl.n.xz") == "n")
        #expect(section("") == nil)
        #expect(section("No manual entry for x\n") == nil)
        #expect(section("/usr/share/man/man1/README\n") == nil)
        #expect(section("/usr/share/man/man1/x.gz\n") == nil)
        let ls = ManPage(name: "ls", section: "1")
        #expect(ls.title == "Look Up “ls” — man 1 ls")
        #expect(ls.arguments == ["man", "1", "ls"])
    }
}
