import LoupeCore
import Testing
@testable import LoupeTerminal
import LoupeTerminal

private func profile(_ env: [String: String]) throws -> TerminalProfile {
    try TerminalProfile(environment: ["LANG": "en_US.UTF-8"].merging(env) { $1 })
}

@Suite struct TerminalProfileTests {
    @Test func missingAndDumbTermAreErrorsWithOneLine() {
        #expect(throws: TerminalProfileError.termNotSet) { try TerminalProfile(environment: [:]) }
        #expect(throws: TerminalProfileError.termNotSet) { try TerminalProfile(environment: ["TERM": ""]) }
        #expect(throws: TerminalProfileError.dumbTerminal) { try TerminalProfile(environment: ["TERM": "dumb"]) }
        for e in [TerminalProfileError.termNotSet, .dumbTerminal] {
            #expect(!e.description.contains("\n") && e.description.contains("TERM"))
        }
    }

    @Test func theBackgroundIsAskedForEverywhereButTheLinuxConsole() throws {
        for term in ["xterm-256color", "xterm-kitty", "tmux-256color", "screen", "foot", "vt100"] {
            #expect(try profile(["TERM": term]).canAskForColors, "\(term)")
        }
        #expect(try !profile(["TERM": "linux"]).canAskForColors, "the console would print the query's tail")
        #expect(try !profile(["TERM": "linux-16color"]).canAskForColors)
    }

    @Test func colourModes() throws {
        #expect(try profile(["TERM": "xterm-256color", "COLORTERM": "truecolor"]).colorMode == .truecolor)
        #expect(try profile(["TERM": "xterm-256color", "COLORTERM": "24bit"]).colorMode == .truecolor)
        #expect(try profile(["TERM": "xterm-256color"]).colorMode == .palette256)
        #expect(try profile(["TERM": "xterm-kitty"]).colorMode == .truecolor)
        #expect(try profile(["TERM": "xterm-256color", "VTE_VERSION": "7201"]).colorMode == .truecolor)
        #expect(try profile(["TERM": "xterm"]).colorMode == .palette8)
        #expect(try profile(["TERM": "linux"]).colorMode == .palette8)
        #expect(try profile(["TERM": "vt100"]).colorMode == .monochrome)
        #expect(try profile(["TERM": "xterm-direct"]).colorMode == .truecolor)
        #expect(try profile(["TERM": "tmux-256color", "TMUX": "/tmp/x", "KITTY_WINDOW_ID": "1"]).colorMode == .palette256)
    }

    @Test func noColorWinsOnlyWhenNonEmpty() throws {
        #expect(try profile(["TERM": "xterm-kitty", "COLORTERM": "truecolor", "NO_COLOR": "1"]).colorMode == .monochrome)
        #expect(try profile(["TERM": "xterm-256color", "NO_COLOR": ""]).colorMode == .palette256)
    }

    @Test func tiers() throws {
        #expect(try profile(["TERM": "xterm-kitty"]).tier == .sextant)
        #expect(try profile(["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"]).tier == .sextant)
        #expect(try profile(["TERM": "xterm-256color", "VTE_VERSION": "6800"]).tier == .sextant)
        #expect(try profile(["TERM": "foot"]).tier == .sextant)
        #expect(try profile(["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).tier == .sextant)
        #expect(try profile(["TERM": "alacritty"]).tier == .sextant)
        #expect(try profile(["TERM": "xterm-ghostty"]).tier == .sextant)
        #expect(try profile(["TERM": "xterm-256color"]).tier == .quadrant)
        #expect(try profile(["TERM": "tmux-256color", "TMUX": "/tmp/t", "VTE_VERSION": "6800"]).tier == .quadrant)
        #expect(try profile(["TERM": "screen"]).tier == .quadrant)
        #expect(try profile(["TERM": "rxvt-unicode"]).tier == .quadrant)
        #expect(try profile(["TERM": "linux"]).tier == .halfblock)
        #expect(try TerminalProfile(environment: ["TERM": "xterm-kitty"]).tier == .spread)
        #expect(try TerminalProfile(environment: ["TERM": "xterm", "LANG": "C"]).tier == .spread)
    }

    @Test func localePrecedence() {
        #expect(LocaleCharset.isUTF8(["LC_ALL": "C", "LANG": "en_US.UTF-8"]) == false)
        #expect(LocaleCharset.isUTF8(["LC_CTYPE": "de_DE.utf8", "LANG": "C"]) == true)
        #expect(LocaleCharset.isUTF8(["LC_ALL": "", "LANG": "C.UTF-8"]) == true)
        #expect(LocaleCharset.isUTF8([:]) == false)
    }
}

@Suite struct ColorDegradationTests {
    @Test func palette256KeepsIndicesAndQuantisesRGB() {
        #expect(ColorDegradation.number(.indexed(123), mode: .palette256) == 123)
        #expect(ColorDegradation.number(.rgb(255, 0, 0), mode: .palette256) == 196)
        #expect(ColorDegradation.number(.rgb(128, 128, 128), mode: .palette256) == 244)
        #expect(ColorDegradation.number(.default, mode: .palette256) == -1)
    }

    @Test func palette8FoldsBrightAndApproximates() {
        #expect(ColorDegradation.number(.indexed(9), mode: .palette8) == 1)
        #expect(ColorDegradation.number(.rgb(0, 200, 0), mode: .palette8) == 2)
        #expect(ColorDegradation.number(.rgb(250, 250, 250), mode: .palette8) == 7)
    }

    @Test func truecolorPacksRGBAndKeepsTheFirstEightColours() {
        #expect(ColorDegradation.number(.rgb(0x12, 0x34, 0x56), mode: .truecolor) == 0x123456)
        #expect(ColorDegradation.number(.indexed(3), mode: .truecolor) == 3)
        #expect(ColorDegradation.number(.indexed(196), mode: .truecolor) == 0xFF0000)
        #expect(ColorDegradation.number(.rgb(0, 0, 1), mode: .truecolor) == 8)
    }

    @Test func monochromeHasNoColourButKeepsHighlightsVisible() {
        #expect(ColorDegradation.number(.rgb(1, 2, 3), mode: .monochrome) == -1)
        let highlighted = Style(background: .indexed(4))
        #expect(ColorDegradation.attributes(highlighted, mode: .monochrome) == .reverse)
        #expect(ColorDegradation.attributes(highlighted, mode: .palette256) == [])
        #expect(ColorDegradation.attributes(Style(attributes: .bold), mode: .monochrome) == .bold)
    }

    @Test func numbersReadBackToColours() {
        #expect(ColorDegradation.color(fromNumber: -1, mode: .palette256) == .default)
        #expect(ColorDegradation.color(fromNumber: 200, mode: .palette256) == .indexed(200))
        #expect(ColorDegradation.color(fromNumber: 0x123456, mode: .truecolor) == .rgb(0x12, 0x34, 0x56))
    }
}

/// What the environment leaves for the terminal's answers to decide, and what a local xterm's command line says.
@Suite struct AutomaticTierProfileTests {
    @Test func onlyTerminalsTheEnvironmentCannotPlaceMayBeRaised() throws {
        #expect(try profile(["TERM": "xterm-256color"]).automaticTier == AutomaticTier(base: .quadrant, mayRaise: true))
        #expect(try profile(["TERM": "xterm-256color", "SSH_CONNECTION": "1 2 3 4"]).automaticTier.mayRaise, "WezTerm behind ssh")
        #expect(try !profile(["TERM": "tmux-256color", "TMUX": "/tmp/t"]).automaticTier.mayRaise)
        #expect(try !profile(["TERM": "screen"]).automaticTier.mayRaise)
        #expect(try profile(["TERM": "xterm-kitty"]).automaticTier.base == .sextant)
        #expect(try !profile(["TERM": "linux"]).automaticTier.mayRaise)
        #expect(try !TerminalProfile(environment: ["TERM": "xterm", "LANG": "C"]).automaticTier.mayRaise)
    }

    @Test func theProbeIsSentToUTF8TerminalsButNotTheLinuxConsole() throws {
        #expect(try profile(["TERM": "xterm-256color"]).canProbeDrawing)
        #expect(try profile(["TERM": "tmux-256color", "TMUX": "/tmp/t"]).canProbeDrawing)
        #expect(try !profile(["TERM": "linux"]).canProbeDrawing)
        #expect(try !TerminalProfile(environment: ["TERM": "xterm", "LANG": "C"]).canProbeDrawing)
    }

    @Test func xtermsFontArguments() {
        #expect(LocalTerminalFont.fontArgument(["-fa", "Unifont", "-fs", "14"]) == "Unifont")
        #expect(LocalTerminalFont.fontArgument(["-faceName", "DejaVu Sans Mono"]) == "DejaVu Sans Mono")
        #expect(LocalTerminalFont.fontArgument(["-fn", "9x15", "-fa", "Unifont"]) == "Unifont", "a face wins over a core font")
        #expect(LocalTerminalFont.fontArgument(["-fn", "9x15"]) == "9x15")
        #expect(LocalTerminalFont.fontArgument(["-geometry", "80x24", "-e", "less", "-fa", "x"]) == nil, "after -e: the command's")
        #expect(LocalTerminalFont.fontArgument(["-fa"]) == nil)
        #expect(LocalTerminalFont.fontArgument([]) == nil)
    }
}
