import Glibc
import LoupeCore
import LoupeIO
import LoupeSystem

/// What this machine says about the font of the terminal on a tty: the xterm the tty belongs
/// to (when it runs here, its command line names its font) and whether an installed font covers
/// the sextants. Facts only: `AutomaticTier` decides what they mean.
///
/// The xterm is found as the parent of the tty's session leader (the shell or command xterm
/// started); in tmux, behind ssh or in any other terminal there is none. Its command line gives
/// `-fa NAME` / `-faceName NAME` (a fontconfig face) or `-fn NAME` / `-font NAME` (a core
/// font); a font chosen in X resources is not seen there (xterm tells it through OSC 50 only
/// when allowFontOps is on).
public enum LocalTerminalFont {
    /// The arguments of the xterm that owns `ttyFD` (without the program name), when that
    /// xterm runs on this machine; nil in any other terminal, or one elsewhere.
    public static func xtermArguments(ttyFD: Int32) -> [String]? {
        let leader = tcgetsid(ttyFD)
        guard leader > 0, let parent = parentProcess(of: leader), isXterm(parent) else { return nil }
        return commandLine(of: parent)
    }

    /// The font xterm's arguments choose: the last `-fa`/`-faceName` (a face wins over a core
    /// font, as in xterm), else the last `-fn`/`-font`; nil when neither is there. Arguments after
    /// `-e` are the command's.
    public static func fontArgument(_ arguments: [String]) -> String? {
        var face: String?, core: String?
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "-e" { break }
            if i + 1 < arguments.count {
                if a == "-fa" || a == "-faceName" { face = arguments[i + 1]; i += 2; continue }
                if a == "-fn" || a == "-font" { core = arguments[i + 1]; i += 2; continue }
            }
            i += 1
        }
        return face ?? core
    }

    /// Whether an installed font covers every sextant (U+1FB00 to U+1FB3B), asked of fontconfig
    /// (`fc-list`, a few milliseconds); false when fontconfig is not installed.
    public static func sextantsInstalled(environment: [String: String]) -> Bool {
        let dirs = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        guard let tool = dirs.map({ String($0) + "/fc-list" }).first(where: { Glibc.access($0, X_OK) == 0 }),
              let output = try? ChildProcess.run(tool, [":charset=1fb00-1fb3b", "family"], environment: environment),
              output.status == 0 else { return false }
        return output.stdout.contains { $0 > 0x20 }
    }

    /// The parent of process `pid`, from `/proc/pid/stat` (the field after the command's closing parenthesis).
    static func parentProcess(of pid: pid_t) -> pid_t? {
        guard let bytes = readFile("/proc/\(pid)/stat") else { return nil }
        let stat = String(decoding: bytes, as: UTF8.self)
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count >= 2, let parent = pid_t(fields[1]), parent > 1 else { return nil }
        return parent
    }

    /// Whether process `pid` runs the xterm program.
    static func isXterm(_ pid: pid_t) -> Bool {
        guard let name = readFile("/proc/\(pid)/comm") else { return false }
        return name == Array("xterm\n".utf8) || name == Array("xterm".utf8)
    }

    /// The arguments of process `pid` (without the program name), from `/proc/pid/cmdline`.
    static func commandLine(of pid: pid_t) -> [String]? {
        guard let data = readFile("/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
        var words = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if words.last == "" { words.removeLast() }
        return Array(words.dropFirst())
    }

    /// The bytes of a small file (at most 64 KiB: a /proc entry), or nil when it cannot be read.
    static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return try? ReadToEnd.bytes(of: fd, limit: 65_536, chunk: 4096).bytes
    }
}
