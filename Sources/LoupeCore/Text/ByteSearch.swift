extension StringProtocol {
    /// Whether `part` occurs in the text, compared byte for byte in UTF-8: for ASCII words in
    /// names and settings (`TERM`, a locale's name). String's own `contains(_:)` compares by
    /// Unicode's rules through the string-processing library, whose first use costs a fraction
    /// of a millisecond on the way to a program's first screen. Inlinable: called from another
    /// module, a generic function runs unspecialised, its types' witnesses looked up at run time
    /// on first use (on the terminal thread's way to the screen, in `TerminalProfile`).
    @inlinable
    public func containsBytes(_ part: some StringProtocol) -> Bool {
        let text = Array(utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        guard text.count >= needle.count else { return false }
        for start in 0...(text.count - needle.count) where text[start] == needle[0] {
            if text[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
