/// Which face draws the scripts the tier's font has besides Latin (Greek, Cyrillic, Hebrew...):
/// misc-fixed, drawn for its own small size, or GNU Unifont shrunk into the box.
///
/// In sextants misc-fixed reads best (6x9 and 8x13 are drawn for those sizes); in quadrants
/// Unifont does (misc-fixed there is 4x6 padded or doubled, and 8x16 halves exactly into 8x8):
/// Greek in quadrants at zoom 4 reads 63% from misc-fixed and 86% from Unifont (`docs/lens-ocr.md`).
/// Thai always comes from Unifont: only 8x13 has it, and its tone marks reach the top row that
/// sextants at zoom 4 crop (84% against 91%). Latin, punctuation and symbols always come from the
/// tier's font, as before.
enum FaceChoice {
    /// Whether Unifont comes before the tier's font for `codePoint` at this tier.
    static func unifontFirst(_ codePoint: UInt32, tier: MagnifierTier) -> Bool {
        if (0x0E00...0x0E7F).contains(codePoint) { return true }
        return tier == .quadrant && !isLatinOrCommon(codePoint)
    }

    /// Latin (with IPA and the spacing modifiers), Latin Extended Additional, and everything from
    /// General Punctuation on (symbols, arrows, box drawing, blocks): what the fonts were first cut for.
    static func isLatinOrCommon(_ codePoint: UInt32) -> Bool {
        codePoint < 0x0300 || (0x1E00...0x1EFF).contains(codePoint) || codePoint >= 0x2000
    }
}
