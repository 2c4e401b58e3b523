/// The user's editor, for the edit menu's Open in editor: `$VISUAL`, else `$EDITOR`, else `vi`,
/// split at spaces (no shell), with `+LINE` before the path when a line is given.
public enum Editor {
    /// The argument vector that edits `path` at `line` (run it through `/usr/bin/env`).
    public static func arguments(path: String, line: Int?, environment: [String: String]) -> [String] {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.map(Opener.words).first { !$0.isEmpty } ?? ["vi"]
        return chosen + (line.map { ["+\($0)"] } ?? []) + [Opener.expandHome(path, environment: environment)]
    }
}
