import Foundation
import LoupeSystem

extension XtermHarness {
    /// The terminal that runs the program: how to start it on the harness's X server with a fixed
    /// size in cells, a title to find its window by, no padding where it can be set to none (else
    /// the harness measures it), and none of the person's configuration (HOME points at the test's
    /// folder; XDG_CONFIG_HOME its `config` folder). Only xterm logs what the program writes itself (`-l -lf`); in every other terminal
    /// the program runs under `script`, which logs it (one pseudo-terminal more between the program
    /// and the terminal, passing bytes both ways).
    enum Kind: String, CaseIterable, CustomStringConvertible {
        /// xterm, which logs what the program writes itself.
        case xterm
        /// sakura (VTE 0.70, as GNOME Terminal).
        case sakura
        /// kitty, drawing with OpenGL through Mesa's software renderer.
        case kitty
        /// Alacritty, drawing with OpenGL through Mesa's software renderer.
        case alacritty
        /// rxvt-unicode.
        case urxvt
        /// st (Debian's stterm).
        case st
        /// mlterm.
        case mlterm
        /// Konsole (Qt, KDE Frameworks), its toolbar above the cells.
        case konsole

        var description: String { rawValue }

        /// The Debian package that installs it (its version goes into docs/terminals.md).
        var package: String {
            switch self {
            case .urxvt: "rxvt-unicode"
            case .st: "stterm"
            default: rawValue
            }
        }

        /// The executable, when installed (Debian's st is `stterm`, st's own build `st`).
        var binary: String? {
            let names = self == .st ? ["stterm", "st"] : [rawValue]
            return names.lazy.compactMap { XtermHarness.installed($0) }.first
        }

        /// Whether it can run here: installed, and `script` too where the program's output is logged by it.
        var isInstalled: Bool { binary != nil && (logsItself || XtermHarness.script != nil) }

        /// Whether the terminal logs what the program writes (else `script` does).
        var logsItself: Bool { self == .xterm }

        /// Whether its cells are found on the screen rather than worked out from the window's size:
        /// Konsole's window has its toolbar above the cells (only a saved window state or a copy of its
        /// XML GUI file hides it) and its cells start 3 pixels from the left (with `TerminalMargin=0`)
        /// with 7 to spare on the right, so neither the cell size nor the padding follows from the
        /// window's size. The harness measures them from two marks in the corners of the grid.
        var findsCellsOnScreen: Bool { self == .konsole }

        /// Whether it draws with OpenGL (Mesa's software renderer under Xvfb: `LIBGL_ALWAYS_SOFTWARE`).
        var drawsWithOpenGL: Bool { self == .kitty || self == .alacritty }

        /// Whether it takes a copy sent with OSC 52 into the X clipboard as it comes configured
        /// (checked here: a copy with `--clipboard none` must arrive exactly where this says yes).
        var takesOSC52: (Bool, why: String) {
            switch self {
            case .xterm: (false, "xterm refuses it unless allowWindowOps or disallowedWindowOps allow SetSelection")
            case .sakura: (false, "VTE 0.70 has no OSC 52")
            case .kitty: (true, "clipboard_control allows write-clipboard by default")
            case .alacritty: (true, "Alacritty 0.11 takes OSC 52 copies (reading is refused)")
            case .urxvt: (false, "only with the clipboard-osc perl extension, shipped but not enabled by default")
            case .st: (false, "st 0.9 takes it only with allowwindowops, off by default")
            case .mlterm: (false, "mlterm 3.9 only with --osc52, off by default")
            case .konsole: (false, "Konsole 22.12 leaves the X clipboard as it was (seen here)")
            }
        }

        /// What the matrix sets in the terminal's configuration that a person must set too for every
        /// interaction to reach the program (docs/terminals.md says it), and why.
        var setting: (what: String, why: String)? {
            switch self {
            case .sakura:
                ("`menu_button=0` in the `[sakura]` group of `~/.config/sakura/sakura.conf`",
                 "sakura's handler of a button press on the terminal (`sakura_term_buttonpressed_cb`, src/sakura.c line 952 in sakura "
                 + "3.8.6, the same upstream now; it runs before VTE's own) opens its own menu whenever `button_event->button == sakura.menu_button` (3, the right button, "
                 + "by default) and returns TRUE, so VTE never sees the press: no modifier and no mouse mode the program asks for "
                 + "changes that. The setting exists since sakura 3.8.0. With 0 (no button has that number) right-clicks reach the program; sakura's menu then opens "
                 + "with no button (any unused button number, 8 or 9 say, keeps it on that button instead)")
            default: nil
            }
        }

        /// The command line that opens a `columns x rows` window titled `title` running `shell`
        /// (an sh command line). `dir` is the test's folder (for a configuration file), `log` where
        /// xterm logs; `xtermOptions` its font and colours (the other terminals have theirs here).
        func launch(_ binary: String, title: String, columns: Int, rows: Int, shell: String, dir: URL,
                    xtermOptions: [String], log: URL) throws -> [String] {
            let geometry = "\(columns)x\(rows)+0+0"
            switch self {
            case .xterm:
                return [binary, "-title", title, "-geometry", geometry] + xtermOptions + [
                    "-b", "0", "-bw", "0", "+sb", "-tn", "xterm-256color", "-l", "-lf", log.path, "-e", "sh", "-c", shell]
            case .sakura:
                // The sakura window lays its font out at its own size; VTE pads the text area (measured).
                // Its configuration (XDG_CONFIG_HOME is the test's `config` folder) gives the right button
                // to the program (`setting`).
                let folder = dir.appendingPathComponent("config/sakura")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try "[sakura]\nmenu_button=0\n".write(to: folder.appendingPathComponent("sakura.conf"), atomically: true, encoding: .utf8)
                return [binary, "-t", title, "-c", String(columns), "-r", String(rows), "-f", "DejaVu Sans Mono 12",
                    "-x", "sh -c \(XtermHarness.quote(shell))"]
            case .kitty:
                return [binary, "--config", "NONE", "-T", title, "-o", "window_padding_width=0", "-o", "font_family=DejaVu Sans Mono",
                        "-o", "font_size=12", "-o", "remember_window_size=no", "-o", "initial_window_width=\(columns)c",
                        "-o", "initial_window_height=\(rows)c", "-o", "cursor_blink_interval=0", "sh", "-c", shell]
            case .alacritty:
                // Warnings off: Alacritty shows them in a bar over its last rows (under load, "Unable to
                // store text in clipboard: Failed to set new owner of XCB selection"), which the screen
                // checks would take for Loupe's; what reaches the clipboard is checked with xclip.
                let config = dir.appendingPathComponent("alacritty.yml")
                try """
                window:
                  padding: {x: 0, y: 0}
                  dimensions: {columns: \(columns), lines: \(rows)}
                font:
                  normal: {family: DejaVu Sans Mono}
                  size: 12
                cursor:
                  style: {blinking: Never}
                debug:
                  log_level: Error

                """.write(to: config, atomically: true, encoding: .utf8)
                // -q as well: Alacritty 0.11's logger takes its level from the command line (warnings
                // reached the bar with the file's log_level alone).
                return [binary, "-q", "--config-file", config.path, "-t", title, "-e", "sh", "-c", shell]
            case .urxvt:
                return [binary, "-title", title, "-geometry", geometry, "-b", "0", "-w", "0", "+sb",
                        "-fn", "xft:DejaVu Sans Mono:pixelsize=16", "-e", "sh", "-c", shell]
            case .st:
                // st keeps a border of 2 pixels (compiled in): measured as VTE's padding is.
                return [binary, "-t", title, "-g", geometry, "-f", "DejaVu Sans Mono:pixelsize=16", "-e", "sh", "-c", shell]
            case .mlterm:
                return [binary, "--title", title, "-g", geometry, "--sb=false", "--border=0", "-w", "16", "-e", "sh", "-c", shell]
            case .konsole:
                // Its own process (`--separate`: killed by its pid), no menu bar and no tab bar (the
                // toolbar stays: `findsCellsOnScreen`); the profile's properties on the command line
                // (its konsolerc goes to XDG_CONFIG_HOME, the test's folder): the size in cells, the
                // font, no scrollbar (2: hidden), no margin, a steady cursor, no "Size: 80 x 16" shown over the cells on a resize, the title to find it by.
                return [binary, "--separate", "--hide-menubar", "--hide-tabbar", "--notransparency",
                        "-p", "tabtitle=\(title)", "-p", "TerminalColumns=\(columns)", "-p", "TerminalRows=\(rows)",
                        "-p", "Font=DejaVu Sans Mono,12", "-p", "ScrollBarPosition=2", "-p", "TerminalMargin=0",
                        "-p", "BlinkingCursorEnabled=false", "-p", "ShowTerminalSizeHint=false", "-e", "sh", "-c", shell]
            }
        }

        /// The version of its package as dpkg has it, and VTE's for sakura.
        var version: String {
            func installed(_ package: String) -> String {
                let output = XtermHarness.commandOutput("dpkg-query -W -f='${Version}' \(package) 2>/dev/null")
                return output.isEmpty ? "unknown" : output
            }
            return installed(package) + (self == .sakura ? " (VTE \(installed("libvte-2.91-0")))" : "")
        }
    }
}
