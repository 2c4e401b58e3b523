/// A table of a system's codes: names, numbers and what they mean (`CodeTable.errno`, `.signals`).
struct CodeTable: Sendable {
    /// One code.
    struct Entry: Sendable {
        var name: String, number: Int, message: String
    }

    /// The codes; a number's first entry is its name (aliases come after).
    let entries: [Entry]

    init(_ rows: [(String, Int, String)]) {
        entries = rows.map { Entry(name: $0.0, number: $0.1, message: $0.2) }
    }

    /// The entry of a name.
    func named(_ name: Substring) -> Entry? { entries.first { $0.name == name } }

    /// The first entry of a number.
    func numbered(_ number: Int) -> Entry? { entries.first { $0.number == number } }
}
