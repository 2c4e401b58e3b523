import LoupeCore

/// A document backed by a (possibly huge) file: lines are found and decoded only when asked for.
///
/// The file is memory-mapped (`MappedFile`), lines are indexed as far as
/// asked (`LineIndex`: `lookahead` lines when opened, then `index(through:)` and
/// `loadAll()`; reading a line never indexes further), and each line is decoded
/// into cells on demand by the same importer as everything else, with a bounded
/// cache. The index keeps checkpoints, not every line's start: the starts of the
/// few stretches of lines read last are kept (`LineChunkCache`), so memory does
/// not grow with the file's line count. Each line starts in the plain style (escape sequences do not carry
/// from one line to the next, which is how `less -R` treats most coloured output
/// in practice).
public final class FileDocument {
    /// The file.
    public let file: MappedFile
    private var index: LineIndex
    private var chunks = LineChunkCache()
    private var cache: [Int: [Cell]] = [:]
    private var links = HyperlinkTable()
    let importer: TextImporter
    /// Lines indexed when the document is opened, so the first screens need no more.
    public let lookahead: Int
    /// At most this many decoded lines are kept.
    public var cacheLimit = 8192

    /// Opens a document over a mapped file.
    public init(file: MappedFile, policy: WidthPolicy = .standard, lookahead: Int = 256) {
        self.file = file
        self.lookahead = lookahead
        self.index = LineIndex(byteCount: file.bytes.count)
        self.importer = TextImporter(policy: policy)
        index.ensure(line: lookahead, in: file.bytes)
    }

    /// Finds the lines through `line` (fewer at the file's end).
    public func index(through line: Int) {
        index.ensure(line: line, in: file.bytes)
        releaseScanned()
    }

    /// Lines known so far (all of them once `isComplete`).
    public var lineCount: Int { index.knownLineCount }

    /// Where a complete index made elsewhere may be had without waiting (nil: not yet).
    public var readyIndex: (() -> LineIndex?)?

    /// The index, when it holds every line (for a search on another thread: a value, never
    /// changed again): this document's own, or one the background indexer has finished.
    var completedIndex: LineIndex? {
        index.isComplete ? index : whole(readyIndex?())
    }

    /// `made` when it holds every line of this file; else nil.
    private func whole(_ made: LineIndex?) -> LineIndex? {
        guard let made, made.isComplete, made.byteCount == index.byteCount else { return nil }
        return made
    }

    /// Whether every line has been indexed.
    public var isComplete: Bool { index.isComplete }

    /// Where `loadAll` gets a complete index made elsewhere (a program may build one on a
    /// background thread with `LineIndex.complete(over:shouldStop:)` while the user reads):
    /// asked first, and used when it is complete and of this file; nil: index here.
    public var completeIndex: (() -> LineIndex?)?

    /// Indexes the whole file (for "go to end"), in steps that give their pages back.
    public func loadAll() {
        if index.isComplete { return }
        if let made = whole(completeIndex?()) {
            index = made
            released = max(released, made.scannedBytes)  // its scan gave its pages back as it went
            return
        }
        while !index.isComplete {
            index.scan(throughByte: index.scannedBytes + MappedFile.releaseStep, in: file.bytes)
            releaseScanned()
        }
    }

    /// Where pages were last given back to the kernel.
    private var released = 0

    /// Gives back the pages the index scan read (they are read again only for lines that are shown),
    /// so resident memory stays small however much of the file was indexed.
    private func releaseScanned() {
        let scanned = index.scannedBytes
        guard scanned - released >= MappedFile.releaseStep || (index.isComplete && scanned > released) else { return }
        file.dropPages(released..<scanned)
        released = scanned
    }

    /// The hyperlink targets met in the lines decoded so far.
    public var hyperlinks: HyperlinkTable { links }

    /// The cells of a line; empty when it does not exist or is not indexed yet.
    public func line(_ i: Int) -> [Cell] {
        if let hit = cache[i] { return hit }
        guard let range = chunks.range(ofLine: i, index: index, in: file.bytes) else { return [] }
        let cells = importer.importLine(UnsafeBufferPointer(rebasing: file.bytes[range]), hyperlinks: &links)
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[i] = cells
        return cells
    }
}

extension FileDocument: TextDocument, IncrementalDocument {}
