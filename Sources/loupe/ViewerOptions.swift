import ArgumentParser
import LoupeCore

/// The options `loupe view` and `loupe pick` share: the file and how the loupe looks.
struct ViewerOptions: ParsableArguments {
    @Argument(help: "The file to show, or - for standard input.")
    var file: String = "-"

    @Flag(name: [.customLong("follow"), .customShort("F")],
          help: "Keep the view at the end of a growing input, as less +F does (the F key starts it, any other key stops it).")
    var follow = false

    @OptionGroup var loupe: LoupeOptions
}

/// How the loupe looks and selects: the options of `loupe view`, `loupe pick` and `loupe tmux`.
struct LoupeOptions: ParsableArguments {
    @Option(name: .customLong("zoom"), help: ArgumentHelp("Loupe magnification: 2, 3 (the default) or 4. Not with --loupe-tier spread, which shows the cells at 1x.",
                                                           valueName: "zoom"))
    var zoomOption: Int?

    /// The magnification asked for, or the default.
    var zoom: Int { zoomOption ?? 3 }

    @Option(name: .customLong("loupe-tier"), help: "How the loupe draws enlarged text: auto, sextant, quadrant, halfblock or spread.")
    var loupeTier: TierChoice = TierChoice(tier: nil)

    @Option(help: "While selecting downward the loupe stays (show, like PSPDFKit) or hides (hide, like iOS).")
    var downward: DownwardPolicy = .show

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
        if zoomOption != nil, loupeTier.tier == .spread {
            throw ValidationError("--zoom has no effect with --loupe-tier spread, which shows the cells at 1x: leave one of them out")
        }
    }
}

/// `--loupe-tier`: a `MagnifierTier`, or `auto` (the terminal profile's choice).
struct TierChoice: ExpressibleByArgument {
    /// The tier asked for; nil for `auto`.
    var tier: MagnifierTier?

    init(tier: MagnifierTier?) { self.tier = tier }

    init?(argument: String) {
        if argument == "auto" {
            tier = nil
        } else if let t = MagnifierTier(rawValue: argument) {
            tier = t
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ["auto"] + MagnifierTier.allCases.map(\.rawValue) }
    var defaultValueDescription: String { tier?.rawValue ?? "auto" }
}

extension DownwardPolicy: ExpressibleByArgument {}
