import FoundationEssentials
import Glibc
import LoupeCore
import LoupeSystem
import LoupeTmux

/// A private temporary folder (mode 0700) removed after the run.
struct TemporaryDirectory {
    /// Its path.
    let path: String
    /// The random part of its name.
    var suffix: String { String(path.split(separator: "-").last ?? "") }

    /// Creates the folder under TMPDIR (or /tmp).
    init() throws {
        let base = ProcessEnvironment.current()["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("loupe-tmux-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw TmuxError.commandFailed(command: "mkdtemp", message: "cannot create a temporary folder in \(base): \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    /// Removes the folder and what is in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
