import Foundation
import LoupeCore

/// `loupe tmux --bench`: times each start-up step of `loupe tmux` on a real pane.
///
/// Steps: `tmux -V`; the pane information and capture call; parsing it into a
/// snapshot; encoding and writing the snapshot file; decoding it again (what the
/// picker does first); and a popup over the pane that runs `true` (tmux 3.2 and a
/// client attached). Each step runs `rounds` times; the median is reported.
struct TmuxStartupBench {
    let run: TmuxPickRun
    var rounds = 21

    /// Milliseconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// The median of one step's timings.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Runs the steps and returns a small report.
    func measure() throws -> String {
        var steps: [(String, [Double])] = [("tmux -V (old servers)", []), ("info + capture-pane", []), ("parse to snapshot", []),
                                           ("encode + write snapshot", []), ("decode snapshot (picker)", []), ("popup running true", [])]
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/pane.snapshot"
        var rows = 0, columns = 0, popupError: String?
        for _ in 0..<rounds {
            var t = Self.now()
            func lap(_ i: Int) { let n = Self.now(); steps[i].1.append(n - t); t = n }
            let arguments = TmuxPickPlan.captureArguments(target: run.target, scrollback: run.options.scrollback)
            let bytes = try run.tmux.check(arguments, target: run.target); lap(1)
            let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let info = try TmuxPaneInfo.parse(String(decoding: bytes[bytes.startIndex..<newline], as: UTF8.self))
            let version: TmuxVersion
            if let known = info.serverVersion { version = known } else { version = try run.version(); lap(0) }
            let body = newline < bytes.endIndex ? Array(bytes[(newline + 1)...]) : []
            let capture = TmuxCapture.parse(joined: body, pane: info, historyRows: TmuxCapture.historyRows(requested: run.options.scrollback, pane: info))
            lap(2)
            try Data(SnapshotTextFormat.encode(capture.snapshot).utf8).write(to: URL(fileURLWithPath: path)); lap(3)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            _ = try SnapshotTextFormat.decode(text); lap(4)
            rows = capture.snapshot.rows; columns = capture.snapshot.columns
            if version.hasPopup && popupError == nil {
                let plan = TmuxPickPlan(version: version, pane: info, picker: ["true"], pickerEnvironment: [],
                                        snapshotPath: path, outputPath: path, client: run.options.client, runID: "bench")
                var popup = plan.popupArguments
                popup[popup.count - 1] = "true"
                let output = try run.tmux.run(popup)
                if output.status != 0 { popupError = output.stderr.trimmingCharacters(in: .whitespacesAndNewlines) }
                lap(5)
            }
        }
        var report = "loupe tmux start-up, \(columns)x\(rows) snapshot, median of \(rounds) rounds:\n"
        var total = 0.0
        for (name, values) in steps {
            if values.isEmpty && name.hasPrefix("tmux -V") { continue }
            if name.hasPrefix("popup"), popupError != nil || values.isEmpty {
                report += "  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) n/a (\(popupError ?? "no popups before tmux 3.2"))\n"
                continue
            }
            let m = Self.median(values)
            total += m
            report += "  \(name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(String(format: "%7.2f", m)) ms\n"
        }
        report += "  \("sum".padding(toLength: 26, withPad: " ", startingAt: 0)) \(String(format: "%7.2f", total)) ms\n"
        return report
    }
}
