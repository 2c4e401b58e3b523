import LoupeCore

/// Lines of one script for legibility checks of the lens, with the tesseract language that reads
/// them: the lines of `demo/multilingual.txt` and a pangram or a common sentence each.
public struct ScriptSample: Sendable, Hashable {
    /// The script's name (`greek`).
    public let name: String
    /// The tesseract language (`ell`).
    public let language: String
    /// The lines, each read on its own.
    public let lines: [String]
    /// Whether the script is written right to left (its cells are laid left to right all the same).
    public let rightToLeft: Bool

    /// A sample.
    public init(name: String, language: String, lines: [String], rightToLeft: Bool = false) {
        self.name = name
        self.language = language
        self.lines = lines
        self.rightToLeft = rightToLeft
    }

    /// Latin, for comparison.
    public static let latin = ScriptSample(name: "latin", language: "eng", lines: ["The quick brown fox jumps", "over the lazy dog 0123456789"])
    /// Greek.
    public static let greek = ScriptSample(name: "greek", language: "ell", lines: ["καλημέρα κόσμε", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία"])
    /// Cyrillic (Russian).
    public static let cyrillic = ScriptSample(name: "cyrillic", language: "rus", lines: ["съешь же ещё этих булок", "мягких французских, да выпей чаю"])
    /// Hebrew.
    public static let hebrew = ScriptSample(name: "hebrew", language: "heb", lines: ["שלום עולם ספר גדול", "דג סקרן שט בים מאוכזב ולפתע מצא חברה"], rightToLeft: true)
    /// Thai.
    public static let thai = ScriptSample(name: "thai", language: "tha", lines: ["สวัสดีชาวโลก", "เป็นมนุษย์สุดประเสริฐเลิศคุณค่า"])
    /// Chinese (simplified).
    public static let chinese = ScriptSample(name: "chinese", language: "chi_sim", lines: ["放大镜让你看清每一个字", "我们在终端里选择文字和中文"])
    /// Japanese.
    public static let japanese = ScriptSample(name: "japanese", language: "jpn", lines: ["ルーペで文字を選ぶ", "カタカナとひらがな。いろはにほへと"])
    /// Korean.
    public static let korean = ScriptSample(name: "korean", language: "kor", lines: ["돋보기로 글자를 고릅니다", "다람쥐 헌 쳇바퀴에 타고파"])

    /// Every sample, Latin first.
    public static let all: [ScriptSample] = [.latin, .greek, .cyrillic, .hebrew, .thai, .chinese, .japanese, .korean]

    /// The lens over a whole line: the line on a screen of its own width, enlarged `zoom` times
    /// in `tier`, the lens exactly as wide as the enlarged line and `zoom` rows high, no caret.
    public static func lens(_ line: String, tier: MagnifierTier, zoom: Int, magnifier: Magnifier = .standard) -> CellBuffer {
        let width = GraphemeWidth.width(ofText: line)
        var screen = CellBuffer(columns: width, rows: 1)
        screen.write(line, column: 0, row: 0)
        let request = MagnifierRequest(source: screen, focusRow: 0, centerColumn: Double(width) / 2, caretColumn: nil,
                                       size: GridSize(columns: width * zoom, rows: zoom), tier: tier, zoom: zoom)
        return magnifier.render(request)
    }
}
