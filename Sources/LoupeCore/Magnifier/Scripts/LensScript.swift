/// The scripts the lens may draw at their own size rather than enlarged: those whose characters
/// need more pixels than a coarse tier has (`OwnSizeRule`). Every other character is `other`.
public enum LensScript: String, CaseIterable, Hashable, Sendable {
    /// Han ideographs (Chinese hanzi, Japanese kanji), their radicals and CJK punctuation.
    case han
    /// Japanese hiragana and katakana, full and half width.
    case kana
    /// Korean hangul: syllables and jamo.
    case hangul
    /// Everything else (Latin, Greek, Cyrillic, Hebrew, Thai, symbols...).
    case other

    /// The script of a code point.
    public static func of(_ codePoint: UInt32) -> LensScript {
        switch codePoint {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3190...0x319F, 0x31C0...0x31EF, 0x3200...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0x20000...0x3FFFF:
            return .han
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF61...0xFF9F:
            return .kana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDF:
            return .hangul
        default:
            return .other
        }
    }
}
