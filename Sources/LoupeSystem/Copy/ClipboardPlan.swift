import LoupeCore

/// Where copies go, chosen once from the environment and the user's settings, and the one
/// place that hands a copy to them and says what came of it (`CopyOutcome`).
///
/// - Inside tmux: the tmux buffer (`load-buffer -w`, which also reaches the outer terminal's
///   clipboard as tmux's copy mode does); no OSC 52 (with `set-clipboard on` it would make a
///   second buffer). A provider named in the configuration is used as well.
/// - Outside tmux: `--copy-command` when given, else the provider (`auto`: the first of
///   `wl-copy`, `xclip`, `xsel`, `pbcopy` that applies and is installed), CLIPBOARD and, with
///   `primary`, PRIMARY too; plus OSC 52, which over SSH is the only way to the user's screen
///   (the terminal backend writes it).
///
/// ```swift
/// let plan = ClipboardPlan(environment: env, command: nil, provider: .automatic, primary: true)
/// plan.description          // "xclip (CLIPBOARD and PRIMARY), OSC 52"
/// plan.deliver("word")      // CopyOutcome(takenBy: ["xclip"])
/// ```
public struct ClipboardPlan: Equatable, Sendable {
    /// Which provider the user asked for.
    public enum Choice: Equatable, Sendable {
        /// The first that applies and is installed (outside tmux).
        case automatic
        /// None: the tmux buffer, the copy command and OSC 52 only.
        case none
        /// This one, also inside tmux; a failure is reported when it is missing.
        case named(ClipboardProvider)

        /// The choice a configuration value names (`auto`, `none`, or a provider's name); nil for another word.
        public init?(_ word: String) {
            switch word {
            case "auto": self = .automatic
            case "none": self = .none
            default:
                guard let provider = ClipboardProvider(rawValue: word) else { return nil }
                self = .named(provider)
            }
        }

        /// The words a configuration value may be.
        public static let words = ["auto", "none"] + ClipboardProvider.allCases.map(\.name)
    }

    /// Copies go to tmux's buffer (the program runs inside tmux).
    public var tmux: Bool
    /// The user's `--copy-command`, run by `/bin/sh -c`.
    public var command: String?
    /// The clipboard program copies go to.
    public var provider: ClipboardProvider?
    /// Whether the provider also sets the primary selection.
    public var primary: Bool
    /// Whether the terminal is sent OSC 52 too (outside tmux).
    public var osc52: Bool
    /// The environment the commands run in (`PATH`, the display).
    let environment: [String: String]

    /// The plan for `environment`, `command` (`--copy-command`), the provider `choice` and `primary`.
    public init(environment: [String: String], command: String?, provider choice: Choice = .automatic, primary: Bool = true) {
        self.environment = environment
        tmux = Clipboard.isInsideTmux(environment)
        self.command = command.flatMap { $0.isEmpty ? nil : $0 }
        switch choice {
        case .automatic: provider = tmux || self.command != nil ? nil : ClipboardProvider.automatic(environment: environment)
        case .none: provider = nil
        case let .named(named): provider = named
        }
        self.primary = primary
        osc52 = !tmux
    }

    /// What the plan sends copies to, for `loupe config`: "xclip (CLIPBOARD and PRIMARY), OSC 52".
    public var description: String {
        var parts: [String] = []
        if tmux { parts.append("tmux buffer") }
        if let command { parts.append("copy command (\(command))") }
        if let provider {
            let primaryToo = primary && provider.arguments(primary: true) != nil
            parts.append("\(provider.name) (CLIPBOARD\(primaryToo ? " and PRIMARY" : ""))")
        }
        if osc52 { parts.append("OSC 52") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }

    /// Hands `text` to the tmux buffer, the command and the provider (not OSC 52, which the
    /// terminal backend writes) and says which took it and which failed, and why.
    public func deliver(_ text: String) -> CopyOutcome {
        var outcome = CopyOutcome()
        func note(_ name: String, _ status: Int32?) {
            switch status {
            case 0?: if !outcome.takenBy.contains(name) { outcome.takenBy.append(name) }
            case let status?: outcome.failures.append("\(name) exited with status \(status)")
            case nil: outcome.failures.append("\(name) could not be started")
            }
        }
        if tmux { note("tmux buffer", Clipboard.copyToTmux(text, environment: environment) ? 0 : 1) }
        if let command { note("copy command", Clipboard.pipeStatus(text, to: "/bin/sh", arguments: ["-c", command])) }
        guard let provider else { return outcome }
        guard let executable = provider.executable(environment: environment) else {
            outcome.failures.append("\(provider.name) is not installed")
            return outcome
        }
        for primary in primary ? [false, true] : [false] {
            guard let arguments = provider.arguments(primary: primary) else { continue }
            note(provider.name, Clipboard.pipeStatus(text, to: executable, arguments: Array(arguments.dropFirst())))
        }
        return outcome
    }
}
