import Foundation
import LoupeConfiguration
import LoupeCore
import LoupeSystem
import Testing

/// Where copies go (the provider chosen as neovim and helix choose it) and what a copy's outcome
/// says, with stand-in providers on a private PATH: scripts that keep what they were given.
@Suite struct ClipboardPlanTests {
    /// A folder on PATH with executables named `names`, each writing its arguments and its input
    /// to `NAME.N` in the folder and exiting with `status`.
    final class Providers {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("loupe-providers-\(UInt32.random(in: 0...UInt32.max))")
        init(_ names: [String], status: Int = 0) throws {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for name in names {
                let script = dir.appendingPathComponent(name)
                try """
                #!/bin/sh
                n=$(ls "$(dirname "$0")" | grep -c '^\(name)\\.')
                { echo "$*"; cat; } > "$(dirname "$0")/\(name).$n"
                exit \(status)
                """.write(to: script, atomically: true, encoding: .utf8)
                chmod(script.path, 0o755)
            }
        }
        deinit { try? FileManager.default.removeItem(at: dir) }
        /// What the `n`th run of `name` was given: its arguments, then its input.
        func run(_ name: String, _ n: Int) -> String? {
            try? String(contentsOf: dir.appendingPathComponent("\(name).\(n)"), encoding: .utf8)
        }
    }

    @Test func theFirstProviderThatAppliesAndIsInstalledIsChosen() throws {
        let all = try Providers(["wl-copy", "xclip", "xsel"])
        let path = all.dir.path
        #expect(ClipboardPlan(environment: ["PATH": path, "DISPLAY": ":1"], command: nil).provider == .xclip)
        #expect(ClipboardPlan(environment: ["PATH": path, "DISPLAY": ":1", "WAYLAND_DISPLAY": "wayland-0"], command: nil).provider == .wlCopy)
        #expect(ClipboardPlan(environment: ["PATH": path], command: nil).provider == nil, "no display: over SSH, OSC 52 only")
        let xselOnly = try Providers(["xsel"])
        #expect(ClipboardPlan(environment: ["PATH": xselOnly.dir.path, "DISPLAY": ":1"], command: nil).provider == .xsel)
    }

    @Test func insideTmuxTheBufferAndNoOSC52() throws {
        let all = try Providers(["xclip"])
        let env = ["PATH": all.dir.path, "DISPLAY": ":1", "TMUX": "/tmp/tmux-0/default,1,0"]
        let plan = ClipboardPlan(environment: env, command: nil)
        #expect(plan.tmux && !plan.osc52 && plan.provider == nil)
        #expect(plan.description == "tmux buffer")
        #expect(ClipboardPlan(environment: env, command: nil, provider: .named(.xclip)).provider == .xclip, "a provider named is used in tmux too")
    }

    @Test func aCopyCommandStandsForTheAutomaticProvider() throws {
        let all = try Providers(["xclip"])
        let plan = ClipboardPlan(environment: ["PATH": all.dir.path, "DISPLAY": ":1"], command: "cat > /dev/null")
        #expect(plan.provider == nil && plan.command == "cat > /dev/null" && plan.osc52)
        #expect(plan.description == "copy command (cat > /dev/null), OSC 52")
    }

    @Test func theProviderSetsClipboardAndPrimaryAndSaysItTookTheText() throws {
        let all = try Providers(["xclip"])
        let plan = ClipboardPlan(environment: ["PATH": all.dir.path, "DISPLAY": ":1"], command: nil)
        #expect(plan.description == "xclip (CLIPBOARD and PRIMARY), OSC 52")
        #expect(plan.deliver("héllo wörld") == CopyOutcome(takenBy: ["xclip"]))
        #expect(all.run("xclip", 0) == "-selection clipboard\nhéllo wörld")
        #expect(all.run("xclip", 1) == "-selection primary\nhéllo wörld")
        let noPrimary = ClipboardPlan(environment: ["PATH": all.dir.path, "DISPLAY": ":1"], command: nil, primary: false)
        #expect(noPrimary.description == "xclip (CLIPBOARD), OSC 52")
        #expect(noPrimary.deliver("x") == CopyOutcome(takenBy: ["xclip"]))
        #expect(all.run("xclip", 2) == "-selection clipboard\nx")
        #expect(all.run("xclip", 3) == nil)
    }

    @Test func aFailingOrMissingProviderIsReportedNotTaken() throws {
        let failing = try Providers(["xsel"], status: 1)
        let plan = ClipboardPlan(environment: ["PATH": failing.dir.path, "DISPLAY": ":1"], command: nil, primary: false)
        #expect(plan.deliver("x") == CopyOutcome(failures: ["xsel exited with status 1"]))
        let missing = ClipboardPlan(environment: ["PATH": failing.dir.path, "DISPLAY": ":1"], command: nil, provider: .named(.wlCopy))
        #expect(missing.deliver("x") == CopyOutcome(failures: ["wl-copy is not installed"]))
        let none = ClipboardPlan(environment: ["PATH": failing.dir.path, "DISPLAY": ":1"], command: nil, provider: .none)
        #expect(none.deliver("x") == CopyOutcome() && none.description == "OSC 52")
        let command = ClipboardPlan(environment: [:], command: "exit 3", provider: .none)
        #expect(command.deliver("x") == CopyOutcome(failures: ["copy command exited with status 3"]))
    }

    @Test func theConfigurationWordsNameTheChoices() {
        #expect(ClipboardPlan.Choice("auto") == .automatic)
        #expect(ClipboardPlan.Choice("none") == ClipboardPlan.Choice.none)
        #expect(ClipboardPlan.Choice("xsel") == .named(.xsel))
        #expect(ClipboardPlan.Choice("clipboard") == nil)
        #expect(ClipboardPlan.Choice.words == ["auto", "none", "wl-copy", "xclip", "xsel", "pbcopy"])
        #expect(ConfigKey.clipboardProvider.kind == .choice(ClipboardPlan.Choice.words), "the configuration takes exactly these")
    }
}
