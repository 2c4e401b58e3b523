/// The title a user detector's command gives its menu item (`UserDetector`): the first line of
/// what it printed, through the same import as any content (control characters become visible
/// stand-ins, `␛` for ESC; escape sequences are parsed and dropped; invalid UTF-8 becomes `�`),
/// trimmed of spaces and cut to a width with `…`.
///
/// ```swift
/// DetectorTitle.of(output: Array("localhost\nmore\n".utf8), width: 40)   // "localhost"
/// DetectorTitle.of(output: [0x1B, 0x5D, 0x07], width: 40)                 // nil: nothing to show
/// ```
public enum DetectorTitle {
    /// The most bytes of the first line looked at (the rest could never show in a menu).
    public static let longest = 4096

    /// The title of `output` in at most `width` columns, or nil when its first line shows
    /// nothing (empty, spaces, or only escape sequences).
    public static func of(output: [UInt8], width: Int) -> String? {
        var line = Array(output.prefix { $0 != 0x0A }.prefix(longest))
        if line.last == 0x0D { line.removeLast() }
        let cells = TextImporter().importText(line).lines.first ?? []
        let text = cells.filter { !$0.isContinuation }.map(\.grapheme).joined()
        let blank: (Character) -> Bool = { $0 == " " }
        let trimmed = String(text.drop(while: blank).reversed().drop(while: blank).reversed())
        guard !trimmed.isEmpty, width > 0 else { return nil }
        return TextElision.keepingStart(trimmed, width: width)
    }
}
