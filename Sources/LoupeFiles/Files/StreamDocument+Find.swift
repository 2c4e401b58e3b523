import LoupeCore

extension StreamDocument: FindableDocument {
    /// What has arrived so far, read by the search on its own thread (bytes below a published
    /// count never change). Lines that arrive later are searched by the next search.
    public var findCorpus: any FindCorpus {
        ByteFindCorpus(bytes: bytes, owner: buffer, importer: importer, dropPages: { _ in })
    }
}
