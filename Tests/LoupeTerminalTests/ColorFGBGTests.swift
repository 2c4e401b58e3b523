import LoupeCore
import LoupeTerminal
import Testing

/// `COLORFGBG` (rxvt, Konsole): `fg;bg` or `fg;default;bg`; a background of 0-6 or 8 is dark,
/// 7 or 9-15 light; anything else says nothing.
@Suite("COLORFGBG")
struct ColorFGBGTests {
    @Test("fg;bg and fg;default;bg", arguments: [
        ("15;0", BackgroundShade.dark), ("7;0", .dark), ("15;8", .dark), ("15;6", .dark), ("0;15", .light), ("0;7", .light),
        ("0;9", .light), ("default;default;0", .dark), ("0;default;15", .light), ("12;default;7", .light), ("15;default;4", .dark),
    ])
    func values(_ value: String, _ shade: BackgroundShade) {
        #expect(ColorFGBG.shade(value) == shade, "\(value)")
    }

    @Test("a default, out-of-range or malformed background says nothing", arguments: [
        "", "0", "15", "default;default", "0;16", "0;99", "0;-1", "0;+7", "0;7;", ";7", "0;;7", "0;7;0;7", "0;light", "0; 7",
        "0;٧", "0;007", "a;b;c", "0;0x7",
    ])
    func badValues(_ value: String) {
        #expect(ColorFGBG.shade(value) == nil, "\(value)")
    }

    @Test("the terminal profile reads it from the environment")
    func profile() throws {
        #expect(try TerminalProfile(environment: ["TERM": "xterm", "COLORFGBG": "0;15"]).background == .light)
        #expect(try TerminalProfile(environment: ["TERM": "xterm", "COLORFGBG": "15;0"]).background == .dark)
        #expect(try TerminalProfile(environment: ["TERM": "xterm", "COLORFGBG": "junk"]).background == nil)
        #expect(try TerminalProfile(environment: ["TERM": "xterm"]).background == nil)
    }
}
