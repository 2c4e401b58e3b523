import PropertyBased
import Testing
@testable import LoupeCore

/// Documents built from known source clusters, so expected copy text comes from the source, not from the cells.
struct TokenDocument {
    static let tokens = ["a", "Z", " ", "日", "👨‍👩‍👧", "e\u{301}", "\t", "x", "ｶ"]
    let lines: [[String]]
    let document: InMemoryDocument
    /// For each line, the cell offset where each token starts, plus the line's end.
    let offsets: [[Int]]

    init(_ indices: [[Int]]) {
        let lines = indices.map { $0.map { Self.tokens[$0 % Self.tokens.count] } }
        let importer = TextImporter()
        let document = InMemoryDocument(lines: lines.map { importer.importText($0.joined()).lines.first ?? [] })
        self.lines = lines
        self.document = document
        offsets = (0..<lines.count).map { i in
            let cells = i < document.lineCount ? document.line(i) : []
            var starts: [Int] = []
            var o = 0
            while o < cells.count { starts.append(o); o = CellClusters.next(after: o, in: cells) }
            return starts + [cells.count]
        }
    }

    /// The source text between two (line, token) places.
    func source(from a: (Int, Int), to b: (Int, Int)) -> String {
        (a.0...b.0).map { i in
            let lo = i == a.0 ? a.1 : 0, hi = i == b.0 ? b.1 : lines[i].count
            return lines[i][lo..<hi].joined()
        }.joined(separator: "\n")
    }

    /// The (line, token) place of a position at a token boundary, or nil.
    func place(of p: TextPosition) -> (Int, Int)? {
        guard p.line >= 0, p.line < offsets.count, let t = offsets[p.line].firstIndex(of: p.offset) else { return nil }
        return (p.line, t)
    }
}

/// One step of a random run: an input event, or a command as the pager's keys ask for one.
enum SelectionStep {
    case event(InputEvent)
    case command(SelectionCommand)
}

/// Decodes an integer into a step (press, drag, release, tick, a key's command, wheel...).
func decodeEvent(_ v: Int, time: inout Double) -> SelectionStep {
    time += Double((v / 84_000) % 200)
    let now = Instant(milliseconds: time)
    let point = GridPoint(column: (v / 10) % 30 - 5, row: (v / 300) % 14 - 4)
    let sub = (v / 4200) % 2 == 1 ? SubCellPosition(x: Double((v / 8400) % 10) / 10, y: 0.3) : nil
    switch v % 10 {
    case 0: return .event(.mouse(MouseEvent(.press, at: point, subCell: sub, time: now)))
    case 1, 2, 3, 4: return .event(.mouse(MouseEvent(.drag, at: point, subCell: sub, time: now)))
    case 5: return .event(.mouse(MouseEvent(.release, at: point, subCell: sub, time: now)))
    case 6: return .event(.tick(now))
    case 7:
        let commands: [SelectionStep] = [.command(.clear), .command(.selectAll), .command(.extend(columns: -1, rows: 0)),
                                         .command(.extend(columns: 1, rows: 0)), .command(.extend(columns: 0, rows: -1)),
                                         .command(.extend(columns: 0, rows: 1)), .event(.key(KeyEvent(.character("q"), time: now)))]
        return commands[(v / 300) % commands.count]
    case 8:
        let mods: [Modifiers] = [.shift, .alt, [.ctrl, .alt], [.shift, .alt]]
        return .event(.mouse(MouseEvent(.press, at: point, subCell: sub, modifiers: mods[(v / 4200) % mods.count], time: now)))
    default: return .event(.mouse(MouseEvent(.press, .wheelDown, at: point, time: now)))
    }
}

@Suite struct SelectionPropertyTests {
    static let lineGen = Gen.int(in: 0...8).array(of: 0...14).array(of: 1...6)

    @Test func copiedTextEqualsTheSourceBetweenTheEnds() async {
        await propertyCheck(count: 200, input: Self.lineGen, Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)) { indices, p, q in
            let doc = TokenDocument(indices)
            let a = (p % doc.lines.count, (p / 7) % (doc.lines[p % doc.lines.count].count + 1))
            let b = (q % doc.lines.count, (q / 7) % (doc.lines[q % doc.lines.count].count + 1))
            let (lo, hi) = (a.0, a.1) <= (b.0, b.1) ? (a, b) : (b, a)
            let range = TextPosition(line: lo.0, offset: doc.offsets[lo.0][lo.1])..<TextPosition(line: hi.0, offset: doc.offsets[hi.0][hi.1])
            #expect(SelectionText.text(of: range, in: doc.document, trim: false) == doc.source(from: lo, to: hi))
        }
    }

    @Test func engineDragsCopyTheSourceBetweenTheirEnds() async {
        await propertyCheck(count: 200, input: Self.lineGen, Gen.int(in: 0...1_000_000).array(of: 2...6)) { indices, moves in
            let doc = TokenDocument(indices)
            var config = SelectionConfig()
            config.trim = .never
            var f = SelectionFixture(document: doc.document, width: 7, height: 8, config: config)
            var time = 0.0
            f.press((moves[0] / 10) % 9, (moves[0] / 100) % 8, x: moves[0] % 2 == 0 ? nil : 0.6, after: 1000)
            for m in moves.dropFirst() {
                time += 1
                f.drag((m / 10) % 9 - 1, (m / 100) % 10 - 1, x: m % 2 == 0 ? nil : Double(m % 10) / 10)
            }
            guard let range = f.state.range else { return }
            guard let lo = doc.place(of: range.lowerBound), let hi = doc.place(of: range.upperBound) else {
                Issue.record("range \(range) is not at cluster boundaries")
                return
            }
            #expect(f.text == doc.source(from: lo, to: hi))
        }
    }

    static let eventGen = Gen.int(in: 0...10_000_000).array(of: 1...60)
    static let mixed = "ASCII text 日本語 and 👨‍👩‍👧 emoji\n\tcafe\u{301} tab\there\n" + String(repeating: "long wrapped line ", count: 6)
        + "\n\n" + (0..<25).map { "row \($0) ｶﾀｶﾅ 漢字" }.joined(separator: "\n")

    /// Runs random events through an engine, checking `check` after each.
    func run(_ values: [Int], check: (SelectionFixture) -> Void) {
        var f = SelectionFixture(Self.mixed, width: 9, height: 6)
        var time = 0.0
        for v in values {
            switch decodeEvent(v, time: &time) {
            case let .event(event): f.send(event)
            case let .command(command): f.command(command)
            }
            check(f)
        }
    }

    @Test func anchorAndHeadNeverFallInsideACluster() async {
        await propertyCheck(count: 150, input: Self.eventGen) { values in
            run(values) { f in
                let doc = f.document
                for p in [f.state.anchor, f.state.head, f.state.range?.lowerBound, f.state.range?.upperBound,
                          f.state.anchorUnit?.lowerBound, f.state.anchorUnit?.upperBound, f.state.headUnit?.lowerBound, f.state.headUnit?.upperBound] {
                    if let p {
                        let valid = doc.isValid(p)
                        #expect(valid, "\(p) is inside a cluster or outside the document")
                    }
                }
            }
        }
    }

    @Test func anySequenceOfEventsLeavesAValidState() async {
        await propertyCheck(count: 150, input: Self.eventGen) { values in
            run(values) { f in
                let s = f.state, c = f.context
                #expect(c.layout.clamp(f.viewport.top, in: f.document) == f.viewport.top)
                if let r = s.range { #expect(r.lowerBound < r.upperBound) }
                if s.autoScroll != nil { #expect(s.isGestureActive) }
                for corner in [s.blockAnchor, s.blockHead] {
                    if let corner {
                        #expect(c.layout.clamp(corner.row, in: f.document) == corner.row)
                        #expect(corner.columns.lowerBound >= 0)
                    }
                }
                if let h = s.headLocation(context: c) { #expect(h.row >= 0 && h.row < f.viewport.height) }
                for (row, ranges) in s.selectedColumnsOfVisibleRows(context: c).enumerated() {
                    #expect(ranges == s.selectedColumns(inScreenRow: row, context: c))
                    for r in ranges { #expect(r.lowerBound >= 0 && r.upperBound <= f.viewport.width && !r.isEmpty) }
                }
                let text = f.text
                #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
                #expect(s.isEmpty == text.isEmpty || s.mode == .block || text.allSatisfy { $0 == " " })
            }
        }
    }
}
