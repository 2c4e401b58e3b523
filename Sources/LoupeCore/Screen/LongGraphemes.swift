import Synchronization

/// The grapheme clusters too long to be held in a cell (`CellGrapheme`: over 15 bytes of UTF-8,
/// such as an emoji family or a letter under many combining marks), each kept once, by its
/// bytes, for the process's life, and numbered in the order first seen.
///
/// Kept once by their bytes, not by string equality: two clusters that are canonically
/// equivalent but spelled differently stay two, so a copy gives back the very bytes shown. The
/// table grows only with the number of distinct long clusters ever put in a cell.
final class LongGraphemes: Sendable {
    /// The one table of the process.
    static let shared = LongGraphemes()

    private struct Table {
        var strings: [String] = []
        var numbers: [[UInt8]: Int] = [:]
    }

    private let table = Mutex(Table())

    /// The number of `text`, added if it is new.
    func number(of text: String) -> Int {
        let key = Array(text.utf8)
        return table.withLock { table in
            if let known = table.numbers[key] { return known }
            table.strings.append(text)
            table.numbers[key] = table.strings.count - 1
            return table.strings.count - 1
        }
    }

    /// The cluster numbered `number` (one `number(of:)` gave).
    func string(number: Int) -> String {
        table.withLock { table in table.strings.indices.contains(number) ? table.strings[number] : "\u{FFFD}" }
    }
}
