import LoupeCore

extension PagerKeymap {
    /// Caret mode's keys, vi's: `h j k l` and the arrows by a character or a row, `w b e` by
    /// words, `0 ^ $` (Home, End) in the line, `H M L` on the screen, `g G` the ends, PgUp/PgDn
    /// and space by screens, ctrl+d/u by half screens; `v` a stream selection, `V` lines, ctrl+v
    /// a block, shift+arrows extend, `o` swaps the ends; `y` and Enter take it; Esc clears it, then
    /// leaves; F7 leaves.
    public static let caretRows: [PagerKeyBinding] = {
        func row(_ key: Key, _ modifiers: Modifiers, _ action: CaretAction) -> PagerKeyBinding {
            PagerKeyBinding(key, modifiers, .caret(action))
        }
        func row(_ key: Key, _ action: CaretAction) -> PagerKeyBinding { row(key, [], action) }
        /// A character typed with shift or without (terminals report both for `G`, `$`).
        func either(_ c: Character, _ action: CaretAction) -> [PagerKeyBinding] {
            [row(.character(c), action), row(.character(c), .shift, action)]
        }
        var rows = [
            row(.character("h"), .move(.left)), row(.left, .move(.left)),
            row(.character("l"), .move(.right)), row(.right, .move(.right)),
            row(.character("j"), .move(.down)), row(.down, .move(.down)),
            row(.character("k"), .move(.up)), row(.up, .move(.up)),
            row(.character("w"), .move(.wordForward)), row(.character("b"), .move(.wordBackward)), row(.character("e"), .move(.wordEnd)),
            row(.character("0"), .move(.lineStart)), row(.home, .move(.lineStart)), row(.end, .move(.lineEnd)),
            row(.character("g"), .move(.documentStart)),
            row(.pageDown, .move(.pages(1))), row(.character(" "), .move(.pages(1))), row(.pageUp, .move(.pages(-1))),
            row(.character("d"), .ctrl, .move(.halfPages(1))), row(.character("u"), .ctrl, .move(.halfPages(-1))),
            row(.character("v"), .select(.character)), row(.character("v"), .ctrl, .select(.block)),
            row(.left, .shift, .extend(.left)), row(.right, .shift, .extend(.right)),
            row(.up, .shift, .extend(.up)), row(.down, .shift, .extend(.down)),
            row(.character("o"), .swapEnds),
            row(.character("y"), .take), row(.enter, .take),
            row(.escape, .escape), row(.function(7), .leave),
        ]
        rows += either("^", .move(.firstNonBlank)) + either("$", .move(.lineEnd))
        rows += either("H", .move(.screenTop)) + either("M", .move(.screenMiddle)) + either("L", .move(.screenBottom))
        rows += either("G", .move(.documentEnd)) + either("V", .select(.line))
        return rows
    }()
}
