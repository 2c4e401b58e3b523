/// Finds where a table or key is written in a TOML text, for messages. TOMLKit gives positions
/// for syntax errors only, so this reads the text's lines: table headers (`[loupe]`,
/// `[[keys.bind]]`), keys (`zoom =`, `"zoom" =`) and dotted keys (`loupe.zoom =`).
struct SourceLocator {
    /// One line that names something: a header or a key.
    struct Mark {
        /// The table the line is in (for a header: the table it opens).
        var table: String
        /// Which `[[table]]` this is (0 for the first), for arrays of tables.
        var occurrence: Int
        /// The key (nil for a header line).
        var key: String?
        var line: Int
        var column: Int
    }

    let marks: [Mark]

    init(text: String) {
        var marks: [Mark] = []
        var table = ""
        var occurrences: [String: Int] = [:]
        var occurrence = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = raw.prefix { $0 == " " || $0 == "\t" }.count
            let body = raw.dropFirst(indent)
            if body.hasPrefix("[") {
                let isArray = body.hasPrefix("[[")
                let inner = body.dropFirst(isArray ? 2 : 1).prefix { $0 != "]" }
                table = Self.normalized(inner)
                if isArray {
                    occurrence = occurrences[table, default: 0]
                    occurrences[table] = occurrence + 1
                } else {
                    occurrence = 0
                }
                marks.append(Mark(table: table, occurrence: occurrence, key: nil, line: index + 1, column: indent + 1))
            } else if let equals = body.firstIndex(of: "="), !body.hasPrefix("#") {
                let key = Self.normalized(body[..<equals])
                guard !key.isEmpty else { continue }
                // A dotted key at any level: `loupe.zoom = 4` is the key zoom in the table loupe.
                let parts = key.split(separator: ".").map(String.init)
                let fullTable = ([table] + parts.dropLast()).filter { !$0.isEmpty }.joined(separator: ".")
                marks.append(Mark(table: fullTable, occurrence: occurrence, key: parts.last ?? key, line: index + 1, column: indent + 1))
            }
        }
        self.marks = marks
    }

    /// A name with its spaces and quotes removed: `"loupe" . zoom ` is `loupe.zoom`.
    static func normalized(_ text: Substring) -> String {
        String(text.filter { $0 != " " && $0 != "\t" && $0 != "\"" && $0 != "'" })
    }

    /// The line and column of `key` in `table` (its `occurrence`-th array entry), else of the table's
    /// header or its first key, else 1:1.
    func position(table: String, occurrence: Int = 0, key: String? = nil) -> (line: Int, column: Int) {
        if let key, let mark = marks.first(where: { $0.table == table && $0.occurrence == occurrence && $0.key == key }) {
            return (mark.line, mark.column)
        }
        if let mark = marks.first(where: { $0.table == table && $0.occurrence == occurrence && $0.key == nil }) {
            return (mark.line, mark.column)
        }
        // A table given as a key (`bind = [...]`, `loupe = { zoom = 4 }`, `loupe.zoom = 4`).
        let parts = table.split(separator: ".").map(String.init)
        if let last = parts.last {
            let parent = parts.dropLast().joined(separator: ".")
            if let mark = marks.first(where: { $0.table == parent && $0.key == last }) { return (mark.line, mark.column) }
        }
        if let mark = marks.first(where: { $0.table == table || $0.table.hasPrefix(table + ".") }) { return (mark.line, mark.column) }
        return (1, 1)
    }
}
