import LoupeConfiguration
import LoupeCore
import Testing

/// Bad files: each gives exactly these lines (`config.toml:LINE:COLUMN: message`) and nothing of it applies.
@Suite struct MalformedConfigTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var messages: [String]
        var testDescription: String { messages.first ?? text }
    }

    static let cases: [Case] = [
        // Syntax (toml++'s words, at its position).
        Case(text: "zoom = = 3\n", messages: ["config.toml:1:8: syntax error: Error while parsing value: could not determine value type"]),
        Case(text: "[loupe\nzoom = 3\n", messages: ["config.toml:1:7: syntax error: Error while parsing table header: expected ']', saw '\\n'"]),
        Case(text: "[loupe]\nzoom = 3\nzoom = 4\n", messages: ["config.toml:3:8: syntax error: Error while parsing key-value pair: cannot redefine existing integer 'zoom'"]),
        Case(text: "[loupe]\ntier = \"sextant\n", messages: ["config.toml:2:16: syntax error: Error while parsing string: unescaped control characters other than TAB (U+0009) are explicitly prohibited"]),
        // Unknown tables and keys, with "did you mean".
        Case(text: "[lopue]\nzoom = 4\n", messages: ["config.toml:1:1: unknown table [lopue] (did you mean [loupe]?)"]),
        Case(text: "[colours]\n", messages: ["config.toml:1:1: unknown table [colours] (did you mean [colors]?)"]),
        Case(text: "[fonts]\n", messages: ["config.toml:1:1: unknown table [fonts]; the tables are [loupe], [selection], [pager], [view], [clipboard], [pick], [tmux], [links], [colors], [keys], [menu]"]),
        // Smart-selection rules.
        Case(text: "[[selection.rules]]\nname = \"x\"\npattern = \"(a\"\n", messages: ["config.toml:3:1: selection.rules[1].pattern: \"(a\" is not a regular expression (expected ')')"]),
        Case(text: "[[selection.rules]]\nname = \"x\"\n", messages: ["config.toml:1:1: selection.rules[1]: missing \"pattern\""]),
        Case(text: "[[selection.rules]]\nname = \"x\"\npattern = \"a\"\ngroup = \"1\"\n", messages: ["config.toml:4:1: selection.rules[1].group: expected an integer from 0 to 99, got \"1\""]),
        Case(text: "[[selection.rules]]\nname = \"x\"\npattern = \"a\"\nprio = 3\n", messages: ["config.toml:4:1: unknown key \"prio\" in selection.rules[1]; the keys of selection.rules[1] are \"name\", \"pattern\", \"group\", \"precedence\""]),
        Case(text: "[selection]\nrules = \"url\"\n", messages: ["config.toml:2:1: selection.rules: expected an array of tables ([[selection.rules]]), got a string"]),
        Case(text: "[selection]\nrule = 1\n", messages: ["config.toml:2:1: unknown key \"rule\" in [selection] (did you mean \"rules\"?)"]),
        // Colours.
        Case(text: "[colors.drak]\ncaret = \"blue\"\n", messages: ["config.toml:1:1: unknown table [colors.drak] (did you mean [colors.dark]?)"]),
        Case(text: "[colors.sepia]\n", messages: ["config.toml:1:1: unknown table [colors.sepia]; they are [colors.dark] and [colors.light]"]),
        Case(text: "[colors]\nbackground = \"lihgt\"\n", messages: ["config.toml:2:1: colors.background: expected one of \"auto\", \"dark\", \"light\", got \"lihgt\" (did you mean \"light\"?)"]),
        Case(text: "[colors]\nbackground = true\n", messages: ["config.toml:2:1: colors.background: expected one of \"auto\", \"dark\", \"light\", got true"]),
        Case(text: "[colors]\n  backgroud = \"dark\"\n", messages: ["config.toml:2:3: unknown key \"backgroud\" in [colors] (did you mean \"background\"?)"]),
        Case(text: "[colors]\ndark = 3\n", messages: ["config.toml:2:1: colors.dark: expected a table ([colors.dark]), got an integer"]),
        Case(text: "[colors.dark]\ncaret = \"#12345\"\n", messages: ["config.toml:2:1: colors.dark.caret: expected a colour: \"#rrggbb\", a palette index from 0 to 255, a name such as \"blue\" or \"bright-blue\", or \"default\", got \"#12345\""]),
        Case(text: "[colors.light]\nfind-background = 256\n", messages: ["config.toml:2:1: colors.light.find-background: expected a colour: \"#rrggbb\", a palette index from 0 to 255, a name such as \"blue\" or \"bright-blue\", or \"default\", got 256"]),
        Case(text: "[colors.dark]\nselection-background = \"bleu\"\n", messages: ["config.toml:2:1: colors.dark.selection-background: expected a colour: \"#rrggbb\", a palette index from 0 to 255, a name such as \"blue\" or \"bright-blue\", or \"default\", got \"bleu\" (did you mean \"blue\"?)"]),
        Case(text: "[colors.dark]\nlens-border = true\n", messages: ["config.toml:2:1: colors.dark.lens-border: expected a colour: \"#rrggbb\", a palette index from 0 to 255, a name such as \"blue\" or \"bright-blue\", or \"default\", got true"]),
        Case(text: "[colors.light]\nselection = \"#ffffff\"\n", messages: ["config.toml:2:1: unknown key \"selection\" in [colors.light]; the keys of [colors.light] are \"selection-background\", \"selection-foreground\", \"find-background\", \"find-foreground\", \"current-background\", \"current-foreground\", \"lens-border\", \"lens-background\", \"caret\", \"menu-highlight\""]),
        Case(text: "[loupe]\nzom = 4\n", messages: ["config.toml:2:1: unknown key \"zom\" in [loupe] (did you mean \"zoom\"?)"]),
        Case(text: "[selection]\nword-char = \"-\"\n", messages: ["config.toml:2:1: unknown key \"word-char\" in [selection] (did you mean \"word-chars\"?)"]),
        Case(text: "[tmux]\n  colour = 1\n", messages: ["config.toml:2:3: unknown key \"colour\" in [tmux]; the keys of [tmux] are \"scrollback\", \"paste\", \"window\", \"copy-on-select\""]),
        Case(text: "zoom = 4\n", messages: ["config.toml:1:1: \"zoom\" belongs in a table: write it under [loupe], or as loupe.zoom"]),
        // Wrong types and values, naming the key and what was expected.
        Case(text: "loupe = 4\n", messages: ["config.toml:1:1: loupe: expected a table ([loupe]), got an integer"]),
        Case(text: "[loupe]\nzoom = \"4\"\n", messages: ["config.toml:2:1: loupe.zoom: expected 3 or 4, got \"4\""]),
        Case(text: "[loupe]\nzoom = 5\n", messages: ["config.toml:2:1: loupe.zoom: expected 3 or 4, got 5"]),
        Case(text: "[loupe]\nzoom = 2.5\n", messages: ["config.toml:2:1: loupe.zoom: expected 3 or 4, got a floating-point number"]),
        Case(text: "[loupe]\ntier = \"sextnt\"\n", messages: ["config.toml:2:1: loupe.tier: expected one of \"auto\", \"sextant\", \"quadrant\", \"halfblock\", \"spread\", got \"sextnt\" (did you mean \"sextant\"?)"]),
        Case(text: "[loupe]\ndownward = true\n", messages: ["config.toml:2:1: loupe.downward: expected one of \"show\", \"hide\", got true"]),
        Case(text: "[loupe]\nhover = \"yes\"\n", messages: ["config.toml:2:1: loupe.hover: expected true or false, got \"yes\""]),
        Case(text: "[pager]\nwrap = 1\n", messages: ["config.toml:2:1: pager.wrap: expected true or false, got 1"]),
        Case(text: "[view]\ncopy-command = [\"xclip\"]\n", messages: ["config.toml:2:1: view.copy-command: expected a string, got an array"]),
        Case(text: "[tmux]\nscrollback = -1\n", messages: ["config.toml:2:1: tmux.scrollback: expected an integer from 0 to 1000000, got -1"]),
        Case(text: "[pick]\nstatus-bar = 1979-05-27\n", messages: ["config.toml:2:1: pick.status-bar: expected true or false, got a date"]),
        Case(text: "[loupe]\nzoom = 4\ntier = \"spread\"\n", messages: ["config.toml:2:1: loupe.zoom has no effect with tier = \"spread\", which shows the cells at 1x: leave one of them out"]),
        // Key bindings.
        Case(text: "[[keys.bind]]\nkey = \"ctrl+\"\naction = \"quit\"\n", messages: ["config.toml:2:1: keys.bind[1].key: expected a key such as \"q\", \"ctrl+f\", \"pagedown\" or \"f5\", got \"ctrl+\""]),
        Case(text: "[[keys.bind]]\nkey = \"x\"\naction = \"qiut\"\n", messages: ["config.toml:3:1: keys.bind[1].action: expected one of \"quit\", \"interrupt\", \"suspend\", \"scroll-lines\", \"scroll-pages\", \"scroll-half-pages\", \"top\", \"end\", \"scroll-columns\", \"find\", \"find-backward\", \"find-next\", \"find-previous\", \"find-word\", \"clear-find\", \"follow\", \"menu-left\", \"menu-right\", \"menu-up\", \"menu-down\", \"menu-run\", \"menu-close\", \"link-next\", \"link-previous\", \"link-preview\", \"link-dismiss\", \"link-action-left\", \"link-action-right\", \"clear-selection\", \"select-all\", \"extend-left\", \"extend-right\", \"extend-up\", \"extend-down\", \"find-submit\", \"find-submit-previous\", \"find-delete\", \"find-clear-query\", \"find-case\", \"find-whole-word\", \"find-regex\", \"caret-mode\", \"caret-left\", \"caret-right\", \"caret-up\", \"caret-down\", \"caret-word-forward\", \"caret-word-backward\", \"caret-word-end\", \"caret-line-start\", \"caret-first-non-blank\", \"caret-line-end\", \"caret-screen-top\", \"caret-screen-middle\", \"caret-screen-bottom\", \"caret-top\", \"caret-end\", \"caret-pages\", \"caret-half-pages\", \"caret-extend-left\", \"caret-extend-right\", \"caret-extend-up\", \"caret-extend-down\", \"caret-extend-word-forward\", \"caret-extend-word-backward\", \"caret-extend-word-end\", \"caret-extend-line-start\", \"caret-extend-first-non-blank\", \"caret-extend-line-end\", \"caret-extend-screen-top\", \"caret-extend-screen-middle\", \"caret-extend-screen-bottom\", \"caret-extend-top\", \"caret-extend-end\", \"caret-extend-pages\", \"caret-extend-half-pages\", \"caret-select\", \"caret-select-lines\", \"caret-select-block\", \"caret-swap-ends\", \"caret-take\", \"caret-escape\", \"caret-leave\", got \"qiut\" (did you mean \"quit\"?)"]),
        Case(text: "[[keys.bind]]\nkey = \"x\"\naction = \"quit\"\n\n[[keys.bind]]\nkey = \"y\"\n", messages: ["config.toml:5:1: keys.bind[2]: missing \"action\" (what the key does, such as \"quit\")"]),
        Case(text: "[[keys.bind]]\nkey = \"x\"\naction = \"top\"\nby = 3\n", messages: ["config.toml:4:1: keys.bind[1].by: the action \"top\" takes no count; only the scroll actions do"]),
        Case(text: "[[keys.bind]]\nkey = \"x\"\naction = \"scroll-lines\"\nby = 0\n", messages: ["config.toml:4:1: keys.bind[1].by: expected a non-zero integer from -1000000 to 1000000 (negative: up or left), got 0"]),
        Case(text: "[[keys.bind]]\nkey = \"x\"\naction = \"quit\"\nonly = \"both\"\n", messages: ["config.toml:4:1: keys.bind[1].only: expected \"view\" or \"pick\", got \"both\""]),
        Case(text: "[[keys.bind]]\nkey = \"x\"\nactoin = \"quit\"\n", messages: [
            "config.toml:1:1: keys.bind[1]: missing \"action\" (what the key does, such as \"quit\")",
            "config.toml:3:1: unknown key \"actoin\" in keys.bind[1] (did you mean \"action\"?)",
        ]),
        Case(text: "[keys]\nunbind = \"q\"\n", messages: ["config.toml:2:1: keys.unbind: expected an array of key names, got a string"]),
        Case(text: "[keys]\nunbind = [\"q\", \"hyper+q\"]\n", messages: ["config.toml:2:1: keys.unbind[2]: expected a key such as \"q\", \"ctrl+f\", \"pagedown\" or \"f5\", got \"hyper+q\""]),
        Case(text: "[keys]\nbind = 3\n", messages: ["config.toml:2:1: keys.bind: expected an array of tables ([[keys.bind]]), got an integer"]),
        Case(text: "[keys]\nbinds = []\n", messages: ["config.toml:2:1: unknown key \"binds\" in [keys] (did you mean \"bind\"?)"]),
        Case(text: "[links]\nopen-schemes = \"https:\"\n", messages: ["config.toml:2:1: links.open-schemes: expected URL schemes separated by commas, such as \"http,https,file,mailto\", got \"https:\", which is no URL scheme (write it without \":\" or \"://\")"]),
        Case(text: "[links]\nopen-schemes = \"http,,https\"\n", messages: ["config.toml:2:1: links.open-schemes: expected URL schemes separated by commas, such as \"http,https,file,mailto\", got an empty scheme in \"http,,https\""]),
        Case(text: "[links]\nopen-schemes = []\n", messages: ["config.toml:2:1: links.open-schemes: expected URL schemes separated by commas, such as \"http,https,file,mailto\", got none (paths still open; to open no URL at all, name a scheme nothing uses)"]),
        Case(text: "[links]\nopen-schemes = [\"http\", 3]\n", messages: ["config.toml:2:1: links.open-schemes: expected URL schemes separated by commas, such as \"http,https,file,mailto\", got an array"]),
        Case(text: "[links]\nrules = 3\n", messages: ["config.toml:2:1: links.rules: expected an array of tables ([[links.rules]]), got an integer"]),
        Case(text: "[links]\nrule = []\n", messages: ["config.toml:2:1: unknown key \"rule\" in [links] (did you mean \"rules\"?)"]),
        Case(text: "[[links.rules]]\nname = \"t\"\nkind = \"ulr\"\npattern = \"x+\"\n", messages: ["config.toml:3:1: links.rules[1].kind: expected one of \"url\", \"email\", \"path\", \"commit\", got \"ulr\" (did you mean \"url\"?)"]),
        Case(text: "[[links.rules]]\nname = \"t\"\nkind = \"url\"\n", messages: ["config.toml:1:1: links.rules[1]: missing \"pattern\""]),
        Case(text: "[[links.rules]]\nname = \"t\"\nkind = \"url\"\npattern = \"(x\"\nflags = 1\n", messages: [
            "config.toml:5:1: unknown key \"flags\" in links.rules[1]; the keys of links.rules[1] are \"name\", \"kind\", \"pattern\"",
        ]),
        Case(text: "[[links.rules]]\nname = \"t\"\nkind = \"url\"\npattern = \"(x\"\n", messages: [LinkRuleMessage.unclosed]),
        // Several problems: all of them, in the file's order.
        Case(text: "[tmux]\npaste = \"no\"\n[loupe]\nzoom = 1\n", messages: [
            "config.toml:2:1: tmux.paste: expected true or false, got \"no\"",
            "config.toml:4:1: loupe.zoom: expected 3 or 4, got 1",
        ]),
    ]

    @Test(arguments: cases)
    func aBadFileGivesExactlyTheseMessages(_ bad: Case) {
        #expect(throws: ConfigError(lines: bad.messages)) { try ConfigFile(path: "config.toml", text: bad.text) }
    }

    @Test func atLeastTwentyMalformedFiles() { #expect(Self.cases.count >= 20) }
}

/// The message for a rule whose pattern does not compile: the position and the pattern, and the
/// compiler's first line (its wording is the Swift runtime's, so it is read from a compile here).
enum LinkRuleMessage {
    static let unclosed: String = {
        let reason: String
        do { _ = try LinkRule(name: "t", kind: .url, pattern: "(x"); reason = "compiled" } catch let SmartTokenRuleError.invalidPattern(_, _, r) {
            reason = r.split(separator: "\n").first.map(String.init) ?? r
        } catch { reason = "\(error)" }
        return "config.toml:4:1: links.rules[1].pattern: \"(x\" is not a regular expression (\(reason))"
    }()
}
