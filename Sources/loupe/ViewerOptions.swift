import ArgumentParser

/// The options `loupe view` and `loupe pick` share: the file and how the loupe looks.
struct ViewerOptions: ParsableArguments {
    @Argument(help: "The file to show, or - for standard input.")
    var file: String = "-"

    @OptionGroup var loupe: LoupeOptions
}

/// How the loupe looks and selects: the options of `loupe view`, `loupe pick` and `loupe tmux`.
struct LoupeOptions: ParsableArguments {
    @Option(help: "Loupe magnification: 2, 3 or 4.")
    var zoom: Int = 3

    @Option(name: .customLong("loupe-tier"), help: "How the loupe draws enlarged text: auto, sextant, quadrant, halfblock or spread.")
    var loupeTier: TierChoice = .auto

    @Option(help: "While selecting downward the loupe stays (show, like PSPDFKit) or hides (hide, like iOS).")
    var downward: DownwardChoice = .show

    @Flag(name: .customLong("no-loupe"), help: "Select without the loupe.")
    var noLoupe = false

    @Option(name: .customLong("word-chars"), help: "Characters that count as part of a word besides letters and digits (default: @-./_~?&=%+#).")
    var wordChars: String?

    @Flag(help: "The loupe follows the pointer with no button held (for low-vision users).")
    var hover = false

    @Flag(name: .customLong("no-wrap"), help: "Clip long lines instead of wrapping them (scroll sideways with left/right).")
    var noWrap = false

    func validate() throws {
        guard (2...4).contains(zoom) else { throw ValidationError("--zoom must be 2, 3 or 4, got \(zoom)") }
    }
}

/// `--loupe-tier` values.
enum TierChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, sextant, quadrant, halfblock, spread
}

/// `--downward` values.
enum DownwardChoice: String, ExpressibleByArgument, CaseIterable {
    case show, hide
}
