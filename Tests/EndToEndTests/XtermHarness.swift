import Foundation
import Synchronization
import LoupeTerminal
import LoupeSystem

/// Runs a loupe command in a real xterm (or another real terminal: `Kind`) on a private, headless X
/// server (Xvfb) and drives it with real X pointer and key events (xdotool, through the XTEST
/// extension): the terminal itself encodes the mouse reports, SGR-Pixels (mode 1016) included.
/// The X clipboard is read back with xclip, the window's pixels with ImageMagick's `import`.
///
/// The other terminals keep no log of what the program writes: there the program runs under
/// `script`, which logs it (one pseudo-terminal more between the program and the terminal).
///
/// Xvfb picks a free display itself (`-displayfd`). xterm runs with a fixed font (Unifont,
/// whose companion Unifont Upper has the sextants the loupe draws with; or the font given), no internal border and no scrollbar, so
/// its window is exactly `columns x rows` cells; the cell size in pixels is measured from the
/// window. xterm logs everything the program writes (`-l -lf`), which tells when the mouse
/// modes are on. Everything it started is killed when the harness goes away, also when a test fails.
final class XtermHarness {
    /// A point on the screen: a zero-based cell and where inside it (0 left/top ..< 1 right/bottom).
    struct Spot {
        var column: Int
        var row: Int
        var x = 0.5
        var y = 0.5
    }

    static let loupe = TmuxHarness.loupe
    static let sakura = installed("sakura")
    static let xclip = installed("xclip")
    static let script = installed("script")
    static let xvfb = installed("Xvfb")
    static let xterm = installed("xterm")
    static let xdotool = installed("xdotool")
    static let imagemagick = installed("import")
    /// Whether the tests can run: Xvfb, xterm, xdotool installed and loupe built.
    static var available: Bool {
        xvfb != nil && xterm != nil && xdotool != nil && FileManager.default.isExecutableFile(atPath: loupe)
    }
    static let skipReason = "needs Xvfb, xterm and xdotool (bash .ci/setup --tests) and .build/debug/loupe (swift build)"
    /// Whether the clipboard tests can run: xclip too, and sakura and script for VTE.
    static var clipboardAvailable: Bool { available && xclip != nil }
    static var sakuraAvailable: Bool { clipboardAvailable && Kind.sakura.isInstalled }

    /// The test's private folder: the run script, xterm's log, the program's files.
    let dir: URL
    let columns: Int
    let rows: Int
    let kind: Kind
    private(set) var display = ""
    private(set) var window = ""
    /// The terminal window's title, to find it by.
    private let title = "loupe-e2e-\(UInt32.random(in: 0...UInt32.max))"
    /// One cell in pixels, measured from the xterm window.
    private(set) var cellWidth = 0
    private(set) var cellHeight = 0
    /// Where the first cell starts in the window (VTE pads the text area by a pixel or so).
    private(set) var origin = (x: 0, y: 0)
    private var server: ChildProcess.Running?
    private var terminal: ChildProcess.Running?
    private let font: [String]
    /// Whether the shell waits, before the program starts and after it ends, for the harness to
    /// take a screenshot (`screenBefore`, `screenAfterExit`).
    private let screenshots: Bool
    /// The window's pixels before the program started (with `screenshots`).
    private(set) var screenBefore: URL?

    var logFile: URL { dir.appendingPathComponent(kind.logsItself ? "xterm.log" : "script.log") }
    var statusFile: URL { dir.appendingPathComponent("status") }
    var pidFile: URL { dir.appendingPathComponent("pid") }
    var stdoutFile: URL { dir.appendingPathComponent("stdout") }
    var stderrFile: URL { dir.appendingPathComponent("stderr") }

    /// Starts Xvfb and an xterm of `columns x rows` running `loupe arguments...` (`{dir}` in an
    /// argument becomes the private folder); returns once the window is mapped and measured.
    /// The program's standard output and error go to `stdoutFile` and `stderrFile`, its exit
    /// status to `statusFile`. `font` is xterm's font options (`-fa Unifont -fs 14` by default;
    /// none: xterm's default core font, misc-fixed); `colors` its others (`-bg black -fg white`).
    /// With `screenshots` the shell first prints a line and the window is captured before the
    /// program starts (`screenBefore`), and again after it ended (`screenAfterExit()`).
    init(columns: Int = 60, rows: Int = 12, font: [String] = ["-fa", "Unifont", "-fs", "14"], colors: [String] = [],
         terminal kind: Kind = .xterm, screenshots: Bool = false, loupe arguments: [String]) throws {
        self.columns = columns
        self.rows = rows
        self.kind = kind
        self.font = font + colors
        self.screenshots = screenshots
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-xterm-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        do {
            try startServer()
            try startTerminal(arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir.path) })
            try measure()
            try letTheProgramStart()
        } catch {
            shutdown()
            throw error
        }
    }

    deinit {
        shutdown()
        try? FileManager.default.removeItem(at: dir)
    }

    static func installed(_ name: String) -> String? {
        ["/usr/bin", "/usr/local/bin", "/bin"].map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What a shell line writes on standard output, trimmed ("" when it fails to start).
    static func commandOutput(_ line: String) -> String {
        guard let output = try? ChildProcess.run("/bin/sh", ["-c", line]) else { return "" }
        return String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Single-quotes a word for sh.
    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Starts a shell line with `ChildProcess`, its output in files: the harness never waits for
    /// the pipes `ChildProcess` reads on Dispatch's worker threads (there are few, and while other
    /// tests hold them in blocking reads a pipe's end can come seconds late), only for the pid.
    private func shell(_ line: String) throws -> ChildProcess.Running {
        try ChildProcess.start("/bin/sh", ["-c", line], environment: environment)
    }

    /// Starts a long-running program in the background (`exec`, so the pid is the program's), its
    /// output in `name.out` in the folder; `redirections` are added to the shell's (`3>FILE`).
    private func startInBackground(_ name: String, _ command: [String], redirections: String = "") throws -> ChildProcess.Running {
        let output = Self.quote(dir.appendingPathComponent("\(name).out").path)
        return try shell("exec \(command.map(Self.quote).joined(separator: " ")) \(redirections) >\(output) 2>&1")
    }

    /// Xvfb writes the display number it chose to descriptor 3 (a file here) once it accepts clients.
    /// `-noreset`: without it the server resets when its last client leaves (an xdotool run before
    /// xterm has connected), and a client connecting during the reset is refused.
    private func startServer() throws {
        guard let xvfb = Self.xvfb else { throw Failure("Xvfb is not installed") }
        let numberFile = dir.appendingPathComponent("display")
        server = try startInBackground("Xvfb", [xvfb, "-displayfd", "3", "-nolisten", "tcp", "-noreset", "-screen", "0", "1280x800x24"],
                                       redirections: "3>\(Self.quote(numberFile.path))")
        try waitUntil("Xvfb to choose a display", lastSeen: { self.exited(self.server, "Xvfb") }) {
            guard let text = try? String(contentsOf: numberFile, encoding: .utf8), text.hasSuffix("\n"),
                  let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
            display = ":\(number)"
            return true
        }
    }

    /// The mouse modes whose state the terminal is asked for once the program has ended.
    static let mouseModes = [1000, 1002, 1003, 1006, 1016]

    /// The script the terminal runs: the program (its pid first) with its output in files, then its exit
    /// status; then it asks the terminal for its mouse modes (DECRQM, each reply `CSI ? mode ; value
    /// $ y`, 11 bytes; `dd` gives up after a second of silence) and puts the replies in `modes`.
    /// Outside xterm the program runs under `script`, which logs what it writes. Before and after
    /// the program the shell prints a line, hides the cursor (which may blink) and waits for the
    /// harness's screenshot (the files `go` and `shot`; made at once without `screenshots`).
    private func startTerminal(_ arguments: [String]) throws {
        let script = dir.appendingPathComponent("run.sh")
        let program = ([Self.loupe] + arguments).map(Self.quote).joined(separator: " ")
        let queries = Self.mouseModes.map { "\\033[?\($0)$p" }.joined()
        try """
        sh -c 'echo $$ > pid; exec "$0" "$@"' \(program) >stdout 2>stderr
        echo $? > status
        """.write(to: dir.appendingPathComponent("program.sh"), atomically: true, encoding: .utf8)
        let run = kind.logsItself ? "sh program.sh" : "\(Self.script ?? "script") -qfc 'sh program.sh' script.log"
        // Where the cells are found on the screen: first the two corner cells in magenta, until measured.
        let marks = !kind.findsCellsOnScreen ? "" : """
            printf '\\033[?25l\\033[48;2;\(Self.markColour.red);\(Self.markColour.green);\(Self.markColour.blue)m \\033[\(rows);\(columns)H \\033[0m'
            touch marked
            while [ ! -e measured ]; do sleep 0.02; done
            printf '\\033[2J\\033[H'

            """
        try """
        \(marks)printf 'the shell before loupe\\n\\033[?25l'
        touch ready
        while [ ! -e go ]; do sleep 0.02; done
        \(run)
        printf '\\033[?25l'
        touch exited
        while [ ! -e shot ]; do sleep 0.02; done
        stty raw -echo min 0 time 10
        printf '\(queries)'
        dd bs=1 count=\(11 * Self.mouseModes.count) of=modes.part 2>/dev/null
        mv modes.part modes
        """.write(to: script, atomically: true, encoding: .utf8)
        let shell = "cd \(Self.quote(dir.path)) && exec sh run.sh"
        guard let binary = kind.binary else { throw Failure("\(kind) is not installed (Debian package \(kind.package))") }
        guard kind.logsItself || Self.script != nil else { throw Failure("script (bsdutils) is not installed") }
        if !screenshots { for name in ["go", "shot"] { FileManager.default.createFile(atPath: dir.appendingPathComponent(name).path, contents: nil) } }
        terminal = try startInBackground(kind.rawValue, try kind.launch(binary, title: title, columns: columns, rows: rows, shell: shell,
                                                                       dir: dir, xtermOptions: font, log: logFile))
        do {
            try waitUntil("the \(kind.rawValue) window", lastSeen: { self.exited(self.terminal, self.kind.rawValue) }) {
                window = largestWindow(named: title) ?? ""
                return !window.isEmpty
            }
        } catch {
            // A terminal that never shows its window has failed on its own before Loupe ran in it
            // (kitty under load, once in a clean-clone CI run here): as one that dies.
            Self.died.withLock { _ = $0.insert(kind) }
            throw error
        }
    }

    /// The largest mapped window with this title (VTE maps a small window beside its real one;
    /// Alacritty may map one and replace it).
    private func largestWindow(named title: String) -> String? {
        let ids = ((try? xdotool(["search", "--onlyvisible", "--name", title])) ?? "").split(separator: "\n").map(String.init)
        return ids.max { area(of: $0) < area(of: $1) }.flatMap { area(of: $0) > 100 ? $0 : nil }
    }

    /// A window's size in pixels, by xdotool.
    private func geometry(of window: String) -> (width: Int, height: Int) {
        var size: [String: Int] = [:]
        for line in ((try? xdotool(["getwindowgeometry", "--shell", window])) ?? "").split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { size[String(parts[0])] = value }
        }
        return (size["WIDTH"] ?? 0, size["HEIGHT"] ?? 0)
    }

    private func area(of window: String) -> Int {
        let size = geometry(of: window)
        return size.width * size.height
    }

    /// For a timeout message: how a process ended and what it wrote, or that it still runs.
    private func exited(_ process: ChildProcess.Running?, _ name: String) -> String {
        guard let process, process.hasExited else { return "\(name) is running" }
        return "\(name) exited: " + (file("\(name).out") ?? "")
    }

    /// The cell size: xterm's window is exactly the text area (`-b 0`, no scrollbar); VTE's pads
    /// it by a few pixels, split evenly around the cells. Where the terminal's cells are found on the
    /// screen (`Kind.findsCellsOnScreen`), from the marks instead (`measureMarks`).
    private func measure() throws {
        if kind.findsCellsOnScreen { return try measureMarks() }
        var size = (width: 0, height: 0)
        try waitUntil("the terminal window's size") {
            size = geometry(of: window)
            return size.width >= columns && size.height >= rows
        }
        if kind == .xterm, size.width % columns != 0 || size.height % rows != 0 {
            throw Failure("the xterm window is \(size.width)x\(size.height) pixels: not a whole number of cells for \(columns)x\(rows)")
        }
        cellWidth = size.width / columns
        cellHeight = size.height / rows
        origin = ((size.width - cellWidth * columns) / 2, (size.height - cellHeight * rows) / 2)
    }

    /// The colour of the marks the shell draws in the first and last cells of the grid: nothing else
    /// on a terminal's window has it.
    static let markColour = (red: 255, green: 0, blue: 255)
    /// `markColour` as ImageMagick writes it.
    static var markHex: String { String(format: "#%02X%02X%02X", markColour.red, markColour.green, markColour.blue) }

    /// The cell grid from the marks in the first and the last cell (the shell's first output): the
    /// box around the pixels of their colour spans the grid, so its size divided by the columns and
    /// rows is the cell's, its corner the first cell's. The window is captured until the box is a
    /// whole number of cells (both marks drawn); then the shell clears them and goes on.
    private func measureMarks() throws {
        try waitUntil("the marks in the corners of the grid", lastSeen: { self.exited(self.terminal, self.kind.rawValue) }) { file("marked") != nil }
        let shot = dir.appendingPathComponent("marked.png")
        var box = ""
        try waitUntil("the marks drawn: a box of whole cells in \(Self.markHex)", lastSeen: { box }, { () throws -> Bool in
            try capture(to: shot)
            box = Self.commandOutput("convert \(Self.quote(shot.path)) -fill black +opaque '\(Self.markHex)' -format '%@' info: 2>/dev/null")
            let numbers = box.split(whereSeparator: { "x+".contains($0) }).compactMap { Int($0) }
            guard numbers.count == 4, numbers[0] >= 4 * columns, numbers[1] >= 4 * rows,
                  numbers[0] % columns == 0, numbers[1] % rows == 0 else { return false }
            (cellWidth, cellHeight, origin) = (numbers[0] / columns, numbers[1] / rows, (numbers[2], numbers[3]))
            return true
        })
        FileManager.default.createFile(atPath: dir.appendingPathComponent("measured").path, contents: nil)
    }

    /// With `screenshots`: once the shell has printed its line, captures the window (the screen
    /// the program must give back), then lets the program start.
    private func letTheProgramStart() throws {
        guard screenshots else { return }
        try waitUntil("the shell's first line", lastSeen: { self.exited(self.terminal, self.kind.rawValue) }) { file("ready") != nil }
        // A terminal under load (kitty drawing through Mesa's software renderer) may show its blank
        // window steadily for a while before the line: the screen to give back has the line drawn.
        var before = try waitForSteadyScreen("before")
        try? waitUntil("the shell's line drawn", timeout: 10, every: 100_000) {
            if !Self.isBlank(before) { return true }
            before = try waitForSteadyScreen("before")
            return false
        }
        screenBefore = before
        FileManager.default.createFile(atPath: dir.appendingPathComponent("go").path, contents: nil)
    }

    /// With `screenshots`: once the program has ended and the shell hid the cursor, the window as it
    /// shows now, as soon as it shows the same as before the program (or what it showed last, after
    /// `timeout` seconds); then lets the shell go on.
    func screenAfterExit(timeout: Double = 3) throws -> URL {
        try waitUntil("the program's end", lastSeen: { self.stderr() }) { file("exited") != nil }
        defer { FileManager.default.createFile(atPath: dir.appendingPathComponent("shot").path, contents: nil) }
        let after = dir.appendingPathComponent("after.png")
        try? waitUntil("the screen as before", timeout: timeout, every: 100_000) {
            try capture(to: after)
            return screenBefore.map { Self.differingPixels(after, $0) == 0 } ?? true
        }
        return after
    }

    /// The window's pixels in a PNG file (ImageMagick's `import`).
    func capture(to file: URL) throws {
        guard let tool = Self.imagemagick else { throw Failure("ImageMagick (import) is not installed") }
        // import waits for ever on a window that went away (seen once with Alacritty's first window).
        var output = try ChildProcess.run("/usr/bin/timeout", ["5", tool, "-window", window, file.path], environment: environment)
        if output.status != 0, let found = largestWindow(named: title), found != window {
            window = found
            output = try ChildProcess.run("/usr/bin/timeout", ["5", tool, "-window", window, file.path], environment: environment)
        }
        guard output.status == 0 else { throw Failure("import -window \(window): status \(output.status) \(String(decoding: output.stderr, as: UTF8.self))") }
    }

    /// Captures the window until two captures in a row are the same (an animation, a first frame
    /// drawn); returns the last, `NAME.png` in the folder.
    func waitForSteadyScreen(_ name: String, timeout: Double = 3) throws -> URL {
        let file = dir.appendingPathComponent("\(name).png"), previous = dir.appendingPathComponent("\(name)-previous.png")
        try capture(to: previous)
        try? waitUntil("the \(name) screen to settle", timeout: timeout, every: 50_000) {
            try capture(to: file)
            defer { try? FileManager.default.removeItem(at: previous); try? FileManager.default.copyItem(at: file, to: previous) }
            return Self.differingPixels(file, previous) == 0
        }
        return file
    }

    /// Whether an image is one colour only (ImageMagick: its standard deviation is 0).
    static func isBlank(_ image: URL) -> Bool {
        commandOutput("convert \(quote(image.path)) -format '%[fx:standard_deviation]' info: 2>/dev/null")
            .trimmingCharacters(in: .whitespacesAndNewlines) == "0"
    }

    /// How many pixels differ between two images of the same size (ImageMagick's `compare`); -1 when it cannot tell.
    static func differingPixels(_ a: URL, _ b: URL) -> Int {
        let line = "compare -metric AE \(quote(a.path)) \(quote(b.path)) null: 2>&1"
        return Double(commandOutput(line)).map { Int($0) } ?? -1
    }

    /// The environment for the terminal and xdotool: this display, a UTF-8 locale, no tmux, colours
    /// as a person has them (the test runner may set NO_COLOR for its own output), the test's folder
    /// as HOME (no one's configuration), OpenGL drawn by Mesa's software renderer (kitty, Alacritty),
    /// nothing that names a terminal the tests may run in.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env["HOME"] = dir.path
        env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
        env["LIBGL_ALWAYS_SOFTWARE"] = "1"
        for name in ["WINDOWID", "KITTY_WINDOW_ID", "KITTY_PID", "ALACRITTY_WINDOW_ID", "ALACRITTY_SOCKET", "VTE_VERSION", "TERM_PROGRAM", "COLORTERM", "KONSOLE_VERSION",
                     "KONSOLE_DBUS_SERVICE", "KONSOLE_DBUS_SESSION", "KONSOLE_DBUS_WINDOW"] {
            env.removeValue(forKey: name)
        }
        env["DISPLAY"] = display.isEmpty ? nil : display
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "LC_ALL")
        env.removeValue(forKey: "TMUX")
        env.removeValue(forKey: "TMUX_PANE")
        return env
    }

    /// Kills the program, xterm and Xvfb (each by its own pid) and reaps them; safe to call twice.
    func shutdown() {
        // The terminal stays until it is killed here (its script waits): gone already, it died on its own.
        if let terminal, terminal.hasExited { Self.died.withLock { $0.insert(kind) } }
        // Still running (no status yet, so its pid is not free): it would outlive its terminal a moment.
        if file("status") == nil, let text = try? String(contentsOf: pidFile, encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 {
            kill(pid, SIGKILL)
        }
        for process in [terminal, server].compactMap({ $0 }) {
            kill(process.pid, SIGTERM)
            let end = Date().addingTimeInterval(2)
            while !process.hasExited && Date() < end { usleep(10_000) }
            if !process.hasExited {
                kill(process.pid, SIGKILL)
                while !process.hasExited { usleep(10_000) }
            }
        }
        terminal = nil
        server = nil
    }

    /// The terminals whose process ended on its own while a harness ran them (kitty 0.26 drawing
    /// through Mesa's software renderer has, now and then, under load), or never showed its
    /// window: taken by `takeDied`.
    private static let died = Mutex<Set<Kind>>([])

    /// Whether a harness of `kind` saw its terminal end on its own since the last call.
    static func takeDied(_ kind: Kind) -> Bool {
        died.withLock { $0.remove(kind) != nil }
    }

    /// The terminal process's state, CPU share and age (`ps`), or that it has ended.
    func terminalState() -> String {
        guard let terminal, !terminal.hasExited else { return "the terminal has exited" }
        return "ps: " + Self.commandOutput("ps -o stat=,pcpu=,etime= -p \(terminal.pid)")
    }

    /// Runs xdotool on this display; returns its standard output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        guard let xdotool = Self.xdotool else { throw Failure("xdotool is not installed") }
        let output = dir.appendingPathComponent("xdotool.out"), status = dir.appendingPathComponent("xdotool.status")
        try? FileManager.default.removeItem(at: status)
        let command = ([xdotool] + arguments).map(Self.quote).joined(separator: " ")
        let process = try shell("\(command) >\(Self.quote(output.path)) 2>&1; echo $? >\(Self.quote(status.path))")
        try waitUntil("xdotool \(arguments.joined(separator: " "))", every: 1_000) { process.hasExited }
        let text = file("xdotool.out") ?? ""
        let code = Int32((file("xdotool.status") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        // A terminal may map a window of its own before its real one (seen in Alacritty): found again, once.
        if code != 0, text.contains("BadWindow"), !window.isEmpty, let found = largestWindow(named: title), found != window {
            let old = window
            window = found
            return try self.xdotool(arguments.map { $0 == old ? found : $0 })
        }
        guard code == 0 else { throw Failure("xdotool \(arguments.joined(separator: " ")) exited \(code): \(text)") }
        return text
    }

    /// Something the harness could not do, in one line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// The window pixel a spot means (always inside its cell).
    func pixel(_ spot: Spot) -> (x: Int, y: Int) {
        func inside(_ fraction: Double, _ size: Int) -> Int { min(size - 1, max(0, Int(fraction * Double(size)))) }
        return (origin.x + spot.column * cellWidth + inside(spot.x, cellWidth), origin.y + spot.row * cellHeight + inside(spot.y, cellHeight))
    }

    /// xdotool arguments that move the pointer to a spot.
    private func moveArguments(_ spot: Spot) -> [String] {
        let p = pixel(spot)
        return ["mousemove", "--window", window, String(p.x), String(p.y)]
    }

    /// Moves the pointer (with the button down this is a drag).
    func move(to spot: Spot) throws { try xdotool(moveArguments(spot)) }

    /// Moves to a spot and presses the left button.
    func press(at spot: Spot) throws { try xdotool(moveArguments(spot) + ["mousedown", "1"]) }

    /// Moves to a spot and releases the left button.
    func release(at spot: Spot) throws { try xdotool(moveArguments(spot) + ["mouseup", "1"]) }

    /// Presses at `from`, moves through `via` and releases at `to`: one real drag.
    func drag(from: Spot, via: [Spot] = [], to: Spot) throws {
        var arguments = moveArguments(from) + ["mousedown", "1"]
        for spot in via + [to] { arguments += moveArguments(spot) }
        try xdotool(arguments + ["mouseup", "1"])
    }

    /// Types keys (xdotool names: `c`, `q`, `Escape`) into the window under the pointer.
    func key(_ names: String...) throws { try xdotool(["key"] + names) }

    /// Clicks the right button at a spot.
    func rightClick(at spot: Spot) throws { try xdotool(moveArguments(spot) + ["click", "3"]) }

    /// What an X selection holds now (`clipboard` or `primary`), read by xclip; nil when it holds
    /// no text (xclip then fails).
    func selection(_ name: String) throws -> String? {
        guard let xclip = Self.xclip else { throw Failure("xclip is not installed") }
        let output = dir.appendingPathComponent("xclip.out"), status = dir.appendingPathComponent("xclip.status")
        try? FileManager.default.removeItem(at: status)
        let process = try shell("\(xclip) -o -selection \(name) >\(Self.quote(output.path)) 2>/dev/null; echo $? >\(Self.quote(status.path))")
        try waitUntil("xclip -o -selection \(name)", every: 1_000) { process.hasExited }
        guard (file("xclip.status") ?? "").hasPrefix("0") else { return nil }
        return file("xclip.out")
    }

    /// Waits until an X selection holds `text`; returns what it held last.
    @discardableResult
    func waitForSelection(_ name: String, _ text: String, timeout: Double = 5) throws -> String? {
        var last: String?
        try? waitUntil("the \(name) selection to hold \(text.debugDescription)", timeout: timeout, every: 50_000) {
            last = try selection(name)
            return last == text
        }
        return last
    }

    /// Everything the program wrote to the terminal so far (xterm's log).
    /// Read as it is being written, it may end inside a character: decoded with replacements.
    func written() -> String {
        (try? Data(contentsOf: logFile)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Waits until the program has turned the mouse on (a tracking mode: 1000, 1002 or 1003, in SGR
    /// encoding, 1006) and, with `pixels`, SGR-Pixels (1016) too: pointer events sent earlier would
    /// reach xterm's own selection instead of the program.
    func waitForMouse(pixels: Bool) throws {
        let on = { (mode: Int) in "\u{1B}[?\(mode)h" }
        let what = "the program to turn the mouse on" + (pixels ? " with SGR-Pixels (?1016h)" : "")
        try waitUntil(what, lastSeen: { self.written().debugDescription.suffix(400).description }) {
            let w = written()
            return [1000, 1002, 1003].contains { w.contains(on($0)) } && w.contains(on(1006)) && (!pixels || w.contains(on(1016)))
        }
    }

    /// The program's exit status, once it has ended.
    func exitStatus(timeout: Double = 5) throws -> Int {
        var status = 0
        try waitUntil("the program to exit", timeout: timeout, lastSeen: { self.stderr() }) {
            guard let text = try? String(contentsOf: statusFile, encoding: .utf8), text.hasSuffix("\n"),
                  let n = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
            status = n
            return true
        }
        return status
    }

    /// The terminal's answers, after the program ended, for `mouseModes`: mode → DECRPM value
    /// (1 set, 2 reset, 0 unknown to the terminal); waits for them.
    func modesAfterExit() throws -> [Int: Int] {
        try waitUntil("the terminal's answers about its mouse modes") { file("modes") != nil }
        var modes: [Int: Int] = [:]
        for reply in (file("modes") ?? "").split(separator: "\u{1B}") {
            // "[?1016;2$y"
            guard reply.hasPrefix("[?"), reply.hasSuffix("$y") else { continue }
            let numbers = reply.dropFirst(2).dropLast(2).split(separator: ";").compactMap { Int($0) }
            if numbers.count == 2 { modes[numbers[0]] = numbers[1] }
        }
        return modes
    }

    /// The contents of a file in the private folder, or nil when it does not exist.
    func file(_ name: String) -> String? {
        try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }

    /// What the program wrote on standard error.
    func stderr() -> String {
        (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
    }

    /// Polls `condition` every `every` microseconds for at most `timeout` seconds.
    func waitUntil(_ what: String, timeout: Double = 5, every: UInt32 = 10_000, lastSeen: () -> String = { "" },
                   _ condition: () throws -> Bool) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if try condition() { return }
            usleep(every)
        }
        throw HarnessError.timeout(what, lastSeen())
    }
}
