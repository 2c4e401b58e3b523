import Glibc
import LoupeRuntime

/// Opening links and files from the edit menu: which program opens them (`--open-command`,
/// else `$BROWSER`, else `xdg-open`), and starting it with the target as one argument, never
/// through a shell. Only URLs of the allowed schemes (`http`, `https`, `file` and `mailto`
/// unless `--open-schemes` says others), and plain paths, are opened.
public enum Opener {
    /// The schemes a target may have.
    public static let allowedSchemes: Set<String> = ["http", "https", "file", "mailto"]

    /// The opener's words: `openCommand` split at spaces when given, else the first program of
    /// `$BROWSER` (a colon-separated list), else `xdg-open`.
    public static func command(openCommand: String?, environment: [String: String]) -> [String] {
        if let words = openCommand.map(words), !words.isEmpty { return words }
        if let browser = environment["BROWSER"]?.split(separator: ":").first.map(String.init), !words(browser).isEmpty { return words(browser) }
        return ["xdg-open"]
    }

    /// Whether a target may be opened: a URL of an allowed scheme, or a path (no scheme).
    public static func isAllowed(_ target: String, schemes: Set<String> = allowedSchemes) -> Bool {
        guard !target.isEmpty, !target.hasPrefix("-") else { return false }  // never an option to the opener
        guard let colon = target.firstIndex(of: ":") else { return true }
        let scheme = target[..<colon]
        guard let first = scheme.first, first.isLetter, scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else {
            return true  // a path with a colon in it
        }
        return schemes.contains(scheme.lowercased())
    }

    /// Starts the opener on a target (after `~/` is expanded) without waiting for it: its output
    /// is discarded and it is reaped on a thread of its own. Returns false when it is not allowed
    /// or cannot be started.
    @discardableResult
    public static func open(_ target: String, command: [String], environment: [String: String],
                            schemes: Set<String> = allowedSchemes) -> Bool {
        guard isAllowed(target, schemes: schemes), !command.isEmpty else { return false }
        let expanded = expandHome(target, environment: environment)
        guard let running = try? ChildProcess.start("/usr/bin/env", command + [expanded], environment: environment) else { return false }
        let pid = running.pid
        BackgroundThread.run {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        return true
    }

    /// `~/x` as `$HOME/x`.
    public static func expandHome(_ path: String, environment: [String: String]) -> String {
        guard path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty else { return path }
        return home + path.dropFirst()
    }

    /// A command's words, split at runs of spaces.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }
}
