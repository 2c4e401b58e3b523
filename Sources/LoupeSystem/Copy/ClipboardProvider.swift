import Glibc

/// A program that puts text on the desktop's clipboard, as neovim and helix find them:
/// `wl-copy` on Wayland, `xclip` or `xsel` on X11, `pbcopy` on macOS. Each is used only where
/// its display is there (`WAYLAND_DISPLAY`, `DISPLAY`), and found on `PATH`.
///
/// ```swift
/// ClipboardProvider.automatic(environment: ["DISPLAY": ":0", "PATH": "/usr/bin"])   // .xclip, when installed
/// ClipboardProvider.xclip.arguments(primary: true)   // ["xclip", "-selection", "primary"]
/// ```
public enum ClipboardProvider: String, CaseIterable, Sendable {
    /// wl-clipboard's `wl-copy` (Wayland).
    case wlCopy = "wl-copy"
    /// `xclip` (X11).
    case xclip
    /// `xsel` (X11).
    case xsel
    /// macOS's `pbcopy`.
    case pbcopy

    /// The program's name, as on `PATH` and in the configuration.
    public var name: String { rawValue }

    /// The command line that sets the clipboard (CLIPBOARD), or with `primary` the primary
    /// selection (what a middle click pastes); nil when the provider has no primary selection.
    public func arguments(primary: Bool) -> [String]? {
        switch self {
        case .wlCopy: return primary ? ["wl-copy", "--primary"] : ["wl-copy"]
        case .xclip: return ["xclip", "-selection", primary ? "primary" : "clipboard"]
        case .xsel: return ["xsel", "--input", primary ? "--primary" : "--clipboard"]
        case .pbcopy: return primary ? nil : ["pbcopy"]
        }
    }

    /// Whether this provider can reach a clipboard in `environment`: its display is set
    /// (`pbcopy`: on macOS).
    public func applies(in environment: [String: String]) -> Bool {
        func set(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        switch self {
        case .wlCopy: return set("WAYLAND_DISPLAY")
        case .xclip, .xsel: return set("DISPLAY")
        case .pbcopy: return Self.isMacOS
        }
    }

    /// The first provider that applies in `environment` and is installed on its `PATH`.
    public static func automatic(environment: [String: String]) -> ClipboardProvider? {
        allCases.first { $0.applies(in: environment) && $0.isInstalled(environment: environment) }
    }

    /// Whether the program is on `PATH` (an executable file).
    public func isInstalled(environment: [String: String]) -> Bool {
        executable(environment: environment) != nil
    }

    /// The program's path: the first executable file of its name in `PATH`'s folders.
    public func executable(environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    #if os(macOS)
    static let isMacOS = true
    #else
    static let isMacOS = false
    #endif
}
