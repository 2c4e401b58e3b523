import LoupeCore
import LoupeRuntime

extension DemoPlayer {
    /// Checks an `Expect` line against the program and the screen; returns what was found instead, or nil when it holds.
    static func check(_ line: DemoScriptLine, program: (any InteractiveModel)?, backend: ScriptBackend) -> String? {
        let inspectable = program as? any DemoInspectable
        switch line.step {
        case let .expectSelection(expected):
            let found = inspectable.map { $0.selectionText } ?? backend.lastCopy
            guard found != expected else { return nil }
            return "expected the selection \(DemoKeyName.quoted(expected)), found " + (found.map { DemoKeyName.quoted($0) } ?? "no selection")
        case let .expectLoupe(visible):
            guard let inspectable else {
                return "the model cannot say whether the loupe is visible (it does not adopt DemoInspectable)"
            }
            guard inspectable.isLoupeVisible != visible else { return nil }
            return "expected the loupe \(visible ? "visible" : "hidden"), found it \(visible ? "hidden" : "visible")"
        case let .expectScreenContains(text):
            let frame = backend.currentFrame()
            guard !frame.plainText.contains(text) else { return nil }
            let rows = (0..<frame.rows).map { "  |" + trimmedRow(frame, $0) }.joined(separator: "\n")
            return "expected the screen to contain \(DemoKeyName.quoted(text)); the screen is:\n" + rows
        default:
            return nil
        }
    }

    private static func trimmedRow(_ frame: CellBuffer, _ row: Int) -> String {
        var s = frame.text(ofRow: row)
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
