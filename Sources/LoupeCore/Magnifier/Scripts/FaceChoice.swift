/// Which face draws the scripts a tier's font has besides Latin (Greek, Cyrillic, Hebrew...):
/// misc-fixed, drawn for its own small size, or GNU Unifont shrunk into the box.
///
/// The standard choice follows the OCR figures of `docs/lens-ocr.md` (its "other face" column):
/// in sextants and half blocks misc-fixed reads better (6x9 and 8x13 are drawn for those sizes:
/// Greek in sextants at zoom 3 reads 93% from misc-fixed, 84% from Unifont); in quadrants Unifont
/// does (misc-fixed there is 4x6 padded or doubled, while 8x16 halves exactly into 8x8: Greek at
/// zoom 4 reads 91% from Unifont, 58% from misc-fixed). Thai always comes from Unifont: only 8x13
/// has it, and its tone marks reach the top row that sextants at zoom 4 crop. Latin, punctuation
/// and symbols always come from the tier's font.
public struct FaceChoice: Hashable, Sendable {
    /// The tiers where Unifont comes before the tier's font for every script but Latin.
    public var unifontTiers: Set<MagnifierTier>
    /// Code points always taken from Unifont, whatever the tier.
    public var alwaysUnifont: [ClosedRange<UInt32>]

    /// A choice from its parts.
    public init(unifontTiers: Set<MagnifierTier>, alwaysUnifont: [ClosedRange<UInt32>]) {
        self.unifontTiers = unifontTiers
        self.alwaysUnifont = alwaysUnifont
    }

    /// The choice the lens uses (see the type's documentation).
    public static let standard = FaceChoice(unifontTiers: [.quadrant], alwaysUnifont: [0x0E00...0x0E7F])
    /// The tier's font wherever it has the character.
    public static let tierFontFirst = FaceChoice(unifontTiers: [], alwaysUnifont: [])
    /// Unifont for every script but Latin, in every tier.
    public static let unifontEverywhere = FaceChoice(unifontTiers: Set(MagnifierTier.allCases), alwaysUnifont: [])

    /// Whether Unifont comes before the tier's font for `codePoint` at this tier.
    public func unifontFirst(_ codePoint: UInt32, tier: MagnifierTier) -> Bool {
        if alwaysUnifont.contains(where: { $0.contains(codePoint) }) { return true }
        return !Self.isLatinOrCommon(codePoint) && unifontTiers.contains(tier)
    }

    /// Latin (with IPA and the spacing modifiers), Latin Extended Additional, and everything from
    /// General Punctuation on (symbols, arrows, box drawing, blocks): what the fonts were first cut for.
    public static func isLatinOrCommon(_ codePoint: UInt32) -> Bool {
        codePoint < 0x0300 || (0x1E00...0x1EFF).contains(codePoint) || codePoint >= 0x2000
    }
}
