/// What the data detectors look at: the selected text, the text beside it on its line (a unit
/// after a number, `exit` before it) and the time zone for local times.
public struct DetectorInput: Hashable, Sendable {
    /// The selection, trimmed of surrounding white space.
    public var text: String
    /// The text on the selection's line before it ("" for none or a selection of many lines).
    public var before: String
    /// The text on the selection's line after it.
    public var after: String
    /// The zone local times are shown in (nil: UTC only).
    public var timeZone: DetectorTimeZone?

    /// Creates an input; `text` is trimmed of spaces, tabs and line breaks at its ends.
    public init(text: String, before: String = "", after: String = "", timeZone: DetectorTimeZone? = nil) {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        self.text = String(text.drop(while: blank).reversed().drop(while: blank).reversed())
        self.before = before
        self.after = after
        self.timeZone = timeZone
    }

    /// The whole line around the selection.
    public var line: String { before + text + after }

    /// The word right before the selection on its line, lowercased, ignoring spaces, `=`, `:`
    /// and `(` between them (`exit 137`, `status=137`, `errno: 111`).
    public var wordBefore: String {
        let rest = before.reversed().drop { $0 == " " || $0 == "=" || $0 == ":" || $0 == "(" || $0 == "\t" }
        return String(rest.prefix { $0.isLetter || $0 == "_" }.reversed()).lowercased()
    }

    /// The word right after the selection on its line (after spaces), as written.
    public var wordAfter: String {
        String(after.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter })
    }
}
