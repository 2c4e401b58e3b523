import ArgumentParser
import CStartup
import Glibc

@main
struct LoupeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ProgramName.called,
        abstract: "Select text in the terminal with a magnifying loupe.",
        discussion: """
        Loupe shows text with ANSI colours and lets you select it with the mouse,
        while a capsule-shaped lens shows the spot you are selecting enlarged.

        This is Loupe \(LoupeVersion.current). Its options can also be set in
        $XDG_CONFIG_HOME/loupe/config.toml (see \(ProgramName.called) config --help).
        """,
        version: LoupeVersion.line(programName: ProgramName.called),
        subcommands: [ViewCommand.self, PickCommand.self, TmuxCommand.self, ConfigCommand.self, DemoCommand.self, SnapshotCommand.self,
                      TerminalSelfTestCommand.self, TmuxRelayCommand.self]
    )

    /// The tmux popup's relay and a plain `view` or `pick` start without parsing the command tree
    /// (see `TmuxRelayCommand` and `PlainInvocation`). Only a plain `view` or `pick` keeps the
    /// start-up's spare pages for its heap (`StartupSparePages`).
    static func main() {
        // The runtime has the arguments by now (Sources/CStartup/arguments.c).
        loupe_arguments_settled()
        if let status = TmuxRelayCommand.runIfExact(CommandLine.arguments) { Glibc.exit(status) }
        if let plain = PlainInvocation(Array(CommandLine.arguments.dropFirst())) {
            do { try plain.run() } catch { exit(withError: error) }
            loupe_leave_where_the_huge_page_was_made()
            Glibc.exit(0)
        }
        StartupSparePages.giveBack()
        main(nil)
        loupe_leave_where_the_huge_page_was_made()
    }
}
