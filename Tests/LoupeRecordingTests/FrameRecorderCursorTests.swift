import LoupeCore
@testable import LoupeRecording
import Testing

/// The terminal's cursor in a recording (caret mode): a frame whose cursor alone moved (no cell
/// changed, as with `--no-loupe`) is recorded, its bytes moving the cursor.
@Suite struct FrameRecorderCursorTests {
    @Test func aCursorThatMovedAloneIsRecorded() {
        var recorder = FrameRecorder()
        var base = CellBuffer(columns: 10, rows: 3)
        base.write("caret", column: 0, row: 0)
        base.cursor = GridPoint(column: 0, row: 0)
        recorder.present(base: base, overlays: [], damage: .all)
        recorder.render(at: .milliseconds(0), mark: nil, blank: base.size)
        base.cursor = GridPoint(column: 3, row: 0)
        recorder.screenMayHaveChanged()
        recorder.present(base: base, overlays: [], damage: .none)
        recorder.render(at: .milliseconds(16), mark: nil, blank: base.size)
        guard case let .output(_, bytes)? = recorder.events.last else {
            Issue.record("nothing recorded: \(recorder.events)")
            return
        }
        #expect(recorder.events.count == 2)
        #expect(bytes == "\u{1B}[1;4H", "the cursor moved to the r: \(bytes.debugDescription)")
    }
}
