/// The lines a path's preview shows, from the file's first bytes (the caller caps how many it
/// reads): the first lines, or for `path:line` the lines around that line, each numbered, read
/// safely: a file with a NUL byte is shown as binary, escape sequences are dropped and other
/// controls shown as placeholders (`TextImporter`), nothing reaches the terminal as it was.
public enum FileExcerpt {
    /// Up to `count` numbered lines of `bytes`, centred on 1-based `line` when given.
    public static func lines(of bytes: [UInt8], around line: Int?, count: Int) -> [String] {
        guard count > 0 else { return [] }
        if bytes.contains(0) { return ["(a binary file)"] }
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") && i + 1 < bytes.count { starts.append(i + 1) }
        let total = starts.count
        let first: Int
        if let line { first = max(0, min(line - 1 - count / 2, total - count)) } else { first = 0 }
        let importer = TextImporter()
        var out: [String] = []
        for n in first..<min(total, first + count) {
            let end = n + 1 < total ? starts[n + 1] - 1 : bytes.count
            let slice = Array(bytes[starts[n]..<max(starts[n], end)])
            let cells = slice.withUnsafeBufferPointer { buffer in
                var links = HyperlinkTable()
                return importer.importLine(buffer, hyperlinks: &links)
            }
            let text = cells.filter { !$0.isContinuation }.map(\.grapheme).joined()
            let mark = n + 1 == line ? "▸" : " "
            out.append("\(mark)\(n + 1) \(text)")
        }
        return out
    }
}
