import Foundation

extension TmuxHarness {
    /// `loupe view` of `lines` (a file of its own, one line each and a newline after the last) in
    /// a 100x10 pane, once its status bar names the file; returns the harness and the file's path,
    /// which the caller removes.
    static func viewing(_ lines: [String], name: String) throws -> (harness: TmuxHarness, path: String) {
        let path = NSTemporaryDirectory() + "loupe-\(name)-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path))
        do {
            let h = try TmuxHarness(columns: 100, rows: 10, command: "view", arguments: path,
                                    isReady: StreamingInputTests.ready(URL(fileURLWithPath: path).lastPathComponent))
            return (h, path)
        } catch {
            unlink(path)
            throw error
        }
    }
}
