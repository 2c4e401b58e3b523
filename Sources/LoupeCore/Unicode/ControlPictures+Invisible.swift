extension ControlPictures {
    /// Whether a scalar is an invisible format character that can hide or disguise text, shown
    /// by name (`<U+200B>`) like a bidi control: ZERO WIDTH SPACE U+200B, WORD JOINER U+2060,
    /// the invisible operators U+2061-U+2064, ZERO WIDTH NO-BREAK SPACE (byte order mark) U+FEFF,
    /// LINE and PARAGRAPH SEPARATOR U+2028, U+2029, MONGOLIAN VOWEL SEPARATOR U+180E, SOFT HYPHEN
    /// U+00AD, the tags U+E0000-U+E007F (which can spell a hidden ASCII text), the deprecated
    /// format characters U+206A-U+206F (symmetric swapping, shaping and digit shapes), the
    /// interlinear annotation marks U+FFF9-U+FFFB, and the Hangul fillers that stand alone and
    /// draw nothing, U+3164 and its halfwidth form U+FFA0 (both letters, so a name or a word can
    /// hide in them). The joiners U+200C and U+200D, the variation selectors, and the combining
    /// or conjoining ones (U+034F, U+17B4, U+17B5, the choseong and jungseong fillers U+115F,
    /// U+1160) are not: they shape emoji and scripts and stay in their clusters.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x180E, 0x200B, 0x2028, 0x2029, 0x2060...0x2064, 0x206A...0x206F, 0x3164, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB,
             0xE0000...0xE007F: return true
        default: return false
        }
    }

    /// Calls `body` with each scalar and whether it is shown by name (`<U+202E>`, `<U+200B>`):
    /// a bidi control or an invisible character, except the tags of a subdivision flag, which
    /// stay with it (see `flagTagsEnd`).
    @inlinable
    public static func forEachScalar<C: BidirectionalCollection>(_ scalars: C, _ body: (Unicode.Scalar, _ shownByName: Bool) -> Void)
    where C.Element == Unicode.Scalar {
        var i = scalars.startIndex
        while i < scalars.endIndex {
            let s = scalars[i]
            let next = scalars.index(after: i)
            if s.value == 0x1F3F4, let end = flagTagsEnd(scalars, from: next) {
                body(s, false)
                var j = next
                while j < end { body(scalars[j], false); j = scalars.index(after: j) }
                i = end
                continue
            }
            body(s, s.value >= 0xAD && (isBidiControl(s) || isInvisible(s)))
            i = next
        }
    }

    /// Where the tags of an emoji tag sequence that begins at `start`, just after a black flag
    /// U+1F3F4, end: two to seven tag letters or digits (U+E0061-U+E007A, U+E0030-U+E0039, a
    /// subdivision such as `gbsct`) and the CANCEL TAG U+E007F, as in 🏴 + gbsct (Scotland). Nil
    /// for anything else, whose tags are then shown by name: a tag sequence is not a channel for
    /// a hidden text.
    @inlinable
    public static func flagTagsEnd<C: BidirectionalCollection>(_ scalars: C, from start: C.Index) -> C.Index?
    where C.Element == Unicode.Scalar {
        var i = start, count = 0
        while i < scalars.endIndex, count <= 7 {
            let v = scalars[i].value
            if v == 0xE007F { return count >= 2 ? scalars.index(after: i) : nil }
            guard (0xE0061...0xE007A).contains(v) || (0xE0030...0xE0039).contains(v) else { return nil }
            count += 1
            i = scalars.index(after: i)
        }
        return nil
    }

    /// How many bidi controls and invisible characters a text holds that are shown by name: what
    /// the status bar says of a selection whose copy keeps them.
    public static func namedCounts(in text: String) -> (bidi: Int, invisible: Int) {
        var bidi = 0, invisible = 0
        forEachScalar(text.unicodeScalars) { s, named in
            guard named else { return }
            if isBidiControl(s) { bidi += 1 } else { invisible += 1 }
        }
        return (bidi, invisible)
    }
}
