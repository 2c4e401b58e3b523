import LoupeCore
import LoupeFiles

extension DemoScript {
    /// The directory part of a path (`.` when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// Reads and parses a script file.
    public static func load(path: String) throws(DemoScriptError) -> DemoScript {
        let bytes: [UInt8]
        do {
            bytes = try InputSource.readAll(path: path)
        } catch {
            throw DemoScriptError(file: path, line: 1, column: 1, message: "cannot read the script: \(error)")
        }
        return try DemoScript(parsing: bytes, file: path)
    }

    /// Reads the file of every `Open` line, relative to `directory`; a missing file is an error at its line.
    public func loadContents(relativeTo directory: String, file: String = "") throws(DemoScriptError) -> [String: DemoContent] {
        var contents: [String: DemoContent] = [:]
        for line in lines {
            guard case let .open(path) = line.step, contents[path] == nil else { continue }
            let full = path.hasPrefix("/") ? path : directory + "/" + path
            do {
                contents[path] = DemoContent(name: path, bytes: try InputSource.readAll(path: full))
            } catch {
                throw DemoScriptError(file: file, line: line.line, column: line.column,
                                      message: "\(error)")
            }
        }
        return contents
    }
}
