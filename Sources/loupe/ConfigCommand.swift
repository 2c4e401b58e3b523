import ArgumentParser
import FoundationEssentials
import LoupeConfiguration
import LoupeSystem

/// `loupe config`: the effective configuration and where each value came from; `--default`: a
/// commented default file.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the effective configuration, or a commented default configuration file.",
        discussion: """
        Loupe reads $XDG_CONFIG_HOME/loupe/config.toml (else ~/.config/loupe/config.toml),
        or the file given with --config or LOUPE_CONFIG. Each key can also be set by an
        environment variable (LOUPE_ZOOM, LOUPE_TIER, ...) and by its command-line option;
        the command line wins, then the environment, then the file, then the defaults.

        Examples:
          \(ProgramName.called) config                                   # what is in effect, and from where
          mkdir -p ~/.config/loupe && \(ProgramName.called) config --default > ~/.config/loupe/config.toml
        """
    )

    @OptionGroup var file: ConfigFileOptions

    @Flag(name: .customLong("default"), help: "Print a configuration file with every key at its default, commented.")
    var printDefault = false

    func run() throws {
        if printDefault {
            print(ConfigListing.defaultFile(version: LoupeVersion.current, programName: ProgramName.called), terminator: "")
            return
        }
        let environment = ProcessEnvironment.current()
        let config = try file.load(commandLine: [:], environment: environment)
        print(ConfigListing.effective(config, notes: ["clipboard": "copies go to: " + Self.clipboard(config, environment).description]),
              terminator: "")
    }

    /// Where `loupe view`'s copies go with this configuration, in this environment.
    static func clipboard(_ config: Configuration, _ environment: [String: String]) -> ClipboardPlan {
        let look = LoupeLook(config)
        let command = config.value(ConfigKey.copyCommand)?.string ?? ""
        return ClipboardPlan(environment: environment, command: command, provider: look.clipboard, primary: look.primary)
    }
}
