import LoupeCore
import LoupeRuntime

/// The pager's slow work, as values its reducer returns (`AppEffect.work`), and what each hands
/// back (`InputEvent.result`). The reducer decides; what touches the document beyond reading
/// lines already taken in (taking in a stream's new lines, reading a file to its end, making a
/// copy of its lines a thread can read) runs here, when a backend carries the work out.
public enum PagerWork {
    /// A search's progress: the matches of one more chunk of lines (`FindScanChunk`).
    public struct Found: WorkOutput, Equatable {
        /// The chunk scanned.
        public let chunk: FindScanChunk
    }

    /// A big copy's progress: the share of its lines made, from 0 to 1.
    public struct Extracting: WorkOutput, Equatable {
        /// The share done.
        public let share: Double
    }

    /// A big copy's text, made whole.
    public struct Extracted: WorkOutput, Equatable {
        /// The text.
        public let text: String
    }

    /// A growing input took in what arrived: the first line whose cells may differ (the old last
    /// line when it went on or new lines came; the line count when only the end was reached).
    public struct Arrived: WorkOutput, Equatable {
        /// The first line that may have changed.
        public let firstChanged: Int
    }

    /// A lazy document found more of its lines (`indexFurther`).
    public struct Indexed: WorkOutput, Equatable {
        /// The lines known now.
        public let lineCount: Int
    }

    /// A lazy document was read to its end: every line is known.
    public struct ReadToEnd: WorkOutput, Equatable {
        /// The lines of the document.
        public let lineCount: Int
    }

    /// Searches `document` for `matcher` from line `start` (to the end, then from the top): one
    /// `Found` a chunk of lines, on a thread live.
    static func search(_ id: WorkID, _ matcher: FindMatcher, from start: Int, in document: any TextDocument) -> Work {
        Work(id) {
            let corpus = corpus(of: document)
            return WorkStart(rest: { report in
                // Chunks grow to 64 Ki lines: a search of 12 M lines is drawn some 200 times, not 3,000.
                FindScan.run(corpus, matcher: matcher, from: start, maxChunkLines: 1 << 16, shouldStop: { report.isCancelled },
                             publish: { report.send(Found(chunk: $0)) })
            })
        }
    }

    /// Makes the text of a big copy: `Extracting` a chunk of lines, then `Extracted` (nothing
    /// more once cancelled).
    static func extract(_ id: WorkID, _ request: CopyJob.Request, from document: any TextDocument) -> Work {
        Work(id) {
            let corpus = corpus(of: document)
            return WorkStart(rest: { report in
                var cursor = corpus.makeCursor()
                let text = SelectionText.text(of: request.span, lineCount: request.lineCount, reading: &cursor, trim: request.trim,
                                              shouldStop: { report.isCancelled }, progress: { report.send(Extracting(share: $0)) })
                if let text { report.send(Extracted(text: text)) }
            })
        }
    }

    /// Takes in what a growing input received since the last look (`Arrived`, or nothing when
    /// nothing changed), on the loop's thread.
    static func takeIn(_ id: WorkID, _ growing: any GrowingDocument) -> Work {
        Work(id) { WorkStart(outputs: growing.refresh().map { [Arrived(firstChanged: $0)] } ?? []) }
    }

    /// Indexes a lazy document's lines through `line` (`Indexed`), on the loop's thread.
    static func indexFurther(_ id: WorkID, _ incremental: any IncrementalDocument, through line: Int) -> Work {
        Work(id) {
            incremental.index(through: line)
            return WorkStart(outputs: [Indexed(lineCount: incremental.lineCount)])
        }
    }

    /// Reads a lazy document to its end (`ReadToEnd`), on the loop's thread.
    static func readToEnd(_ id: WorkID, _ incremental: any IncrementalDocument) -> Work {
        Work(id) {
            incremental.loadAll()
            return WorkStart(outputs: [ReadToEnd(lineCount: incremental.lineCount)])
        }
    }

    /// The document's lines as a thread reads them: its own corpus, or its lines copied into
    /// memory now (a document that cannot be read so).
    static func corpus(of document: any TextDocument) -> any FindCorpus {
        (document as? any FindableDocument)?.findCorpus ?? InMemoryDocument(lines: (0..<document.lineCount).map { document.line($0) })
    }
}
