/// The text a line shows when it is made of printable ASCII and control sequences (`ESC [` ...
/// a final byte) alone, as a coloured log is: its bytes without the sequences, each a cell of
/// its own once imported (`TextImporter`: an SGR changes only the style, any other control
/// sequence is dropped). A search counts such a line's matches in these bytes, as it does a
/// plain line's, without decoding it into cells.
public enum VisibleASCII {
    /// Writes the text `line` shows at the start of `text` (made at least as long as `line`; what
    /// lies after the text is left as it was) and returns its length; returns nil when the line
    /// holds anything else: another byte outside printable ASCII (a tab, a control, UTF-8),
    /// another escape (OSC, a hyperlink, a charset), or a sequence the importer abandons
    /// (`ANSIParser.csiFinal`).
    public static func copy(_ line: UnsafeBufferPointer<UInt8>, into text: inout [UInt8]) -> Int? {
        let n = line.count
        if text.count < n { text = [UInt8](repeating: 0, count: max(n, 2 * text.count)) }
        return text.withUnsafeMutableBufferPointer { out -> Int? in
            var i = 0, made = 0
            while i < n {
                let b = line[i]
                if PrintableASCII.contains(b) {
                    out[made] = b
                    made += 1
                    i += 1
                    continue
                }
                guard b == 0x1B, i + 1 < n, line[i + 1] == UInt8(ascii: "["),
                      let (final, _) = ANSIParser.csiFinal(line, from: i + 2) else { return nil }
                i = final + 1
            }
            return made
        }
    }
}
