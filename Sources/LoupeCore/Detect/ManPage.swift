/// A man page a word names, for the context menu's Look Up: the name and the section `man -w`
/// found it in. Finding it is slow work (the program runs `whereCommand`); reading its answer is
/// pure and happens here.
///
/// ```swift
/// ManPage(name: "ls", whereOutput: Array("/usr/share/man/man1/ls.1.gz\n".utf8))   // ls in section 1
/// ManPage.isName("ls")             // true
/// ManPage.isName("--help")         // false
/// ```
public struct ManPage: Hashable, Sendable {
    /// The page's name, as selected.
    public var name: String
    /// Its section (`1`, `3`, `3pm`).
    public var section: String

    /// A page.
    public init(name: String, section: String) {
        self.name = name
        self.section = section
    }

    /// The shell command that prints where the page of the name on its standard input (one line)
    /// is: the name is never part of a command line a shell reads.
    public static let whereCommand = #"IFS= read -r name; exec man -w -- "$name""#

    /// How long finding it may take, in milliseconds (`man -w` takes 40 to 90 ms here).
    public static let timeLimit = 1000

    /// Whether a word could name a man page: 1 to 64 letters, digits and `_ . : + - @`, starting
    /// with a letter, a digit or `_` (never an option or a path).
    public static func isName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, word.unicodeScalars.count <= 64 else { return false }
        func isWordScalar(_ s: Unicode.Scalar) -> Bool { s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_") }
        return isWordScalar(first) && word.unicodeScalars.allSatisfy { isWordScalar($0) || ".:+-@".unicodeScalars.contains($0) }
    }

    /// The page from what `man -w` printed: the section of its first path's file name
    /// (`/usr/share/man/man3/Foo.3pm.gz` gives 3pm; a compression suffix is dropped). Nil when
    /// it printed no such path.
    public init?(name: String, whereOutput: [UInt8]) {
        let first = String(decoding: whereOutput.prefix { $0 != 0x0A }, as: UTF8.self)
        guard first.hasPrefix("/"), var file = first.split(separator: "/").last else { return nil }
        for suffix in [".gz", ".bz2", ".xz", ".lzma", ".zst", ".Z"] where file.hasSuffix(suffix) {
            file = file.dropLast(suffix.count)
        }
        guard let dot = file.lastIndex(of: "."), let lead = file[file.index(after: dot)...].first,
              lead.isASCII && (lead.isNumber || lead == "n" || lead == "l") else { return nil }
        let section = file[file.index(after: dot)...]
        guard section.count <= 12, section.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        self.init(name: name, section: String(section))
    }

    /// The menu item's title: `Look Up “ls” — man 1 ls`.
    public var title: String { "Look Up “\(name)” — man \(section) \(name)" }

    /// The command that shows it: `man SECTION NAME`.
    public var arguments: [String] { ["man", section, name] }
}
