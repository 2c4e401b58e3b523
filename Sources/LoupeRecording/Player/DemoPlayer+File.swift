import LoupeCore

extension DemoPlayer {
    /// Loads a script file and the files it opens (relative to the script) and plays it.
    ///
    /// The recording's title is the script's file name without `.demo`.
    /// Throws a `DemoScriptError` (with file, line and column) for a bad script or a missing file.
    public static func play(scriptAt path: String, factory: @escaping DemoModelFactory = DemoModels.standard)
        throws(DemoScriptError) -> DemoRecording {
        let script = try DemoScript.load(path: path)
        let contents = try script.loadContents(relativeTo: DemoScript.directory(of: path), file: path)
        let player = DemoPlayer(script: script, contents: contents, factory: factory)
        do {
            return try player.play(title: title(forScriptAt: path))
        } catch {
            var e = error
            e.file = path
            throw e
        }
    }

    /// `demo/tour.demo` → `tour`.
    public static func title(forScriptAt path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".demo") { name.removeLast(5) }
        return name
    }
}

extension DemoMarkFrame {
    /// The file name for this mark's frame with `--frames`: `03-name.txt` (1-based index, name reduced to letters, digits, `-` and `_`).
    public func fileName(index: Int) -> String {
        let safe = String(name.map { c -> Character in
            c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_") ? c : "-"
        })
        let number = index < 10 ? "0\(index)" : String(index)
        return "\(number)-\(safe.isEmpty ? "mark" : safe).txt"
    }
}
