import ArgumentParser

@main
struct LoupeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loupe",
        abstract: "Select text in the terminal with a magnifying loupe.",
        discussion: """
        Loupe shows text with ANSI colours and lets you select it with the mouse,
        while a capsule-shaped lens shows the spot you are selecting enlarged.
        """,
        subcommands: [ViewCommand.self, PickCommand.self, DemoCommand.self, SnapshotCommand.self, TerminalSelfTestCommand.self]
    )
}
