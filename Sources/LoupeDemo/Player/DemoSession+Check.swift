import LoupeCore

extension DemoSession {
    /// `Mark`: the frame at this moment is flushed to the output, then the marker follows it.
    mutating func mark(_ name: String, line: Int) {
        renderFrame()
        events.append(.marker(at: time, name))
        marks.append(DemoMarkFrame(name: name, line: line, frame: currentFrame()))
    }

    /// Checks an `Expect` line and records a failure that says what was found instead.
    mutating func expect(_ line: DemoScriptLine) {
        let inspectable = model as? any DemoInspectable
        var problem: String?
        switch line.step {
        case let .expectSelection(expected):
            let found = inspectable.map { $0.selectionText } ?? lastCopy
            if found != expected {
                problem = "expected the selection \(DemoKeyName.quoted(expected)), found "
                    + (found.map { DemoKeyName.quoted($0) } ?? "no selection")
            }
        case let .expectLoupe(visible):
            if let inspectable {
                if inspectable.isLoupeVisible != visible {
                    problem = "expected the loupe \(visible ? "visible" : "hidden"), found it \(visible ? "hidden" : "visible")"
                }
            } else {
                problem = "the model cannot say whether the loupe is visible (it does not adopt DemoInspectable)"
            }
        case let .expectScreenContains(text):
            let frame = currentFrame()
            if !frame.plainText.contains(text) {
                let rows = (0..<frame.rows).map { "  |" + trimmedRow(frame, $0) }.joined(separator: "\n")
                problem = "expected the screen to contain \(DemoKeyName.quoted(text)); the screen is:\n" + rows
            }
        default: break
        }
        if let problem {
            failures.append(DemoExpectationFailure(line: line.line, column: line.column, message: problem))
        }
    }

    private func trimmedRow(_ frame: Frame, _ row: Int) -> String {
        var s = frame.text(ofRow: row)
        while s.hasSuffix(" ") { s.removeLast() }
        return s
    }
}
