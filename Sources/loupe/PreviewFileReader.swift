import Foundation

/// Reads the first bytes of a file for a link's preview: regular files only (a FIFO or a
/// device would block or never end), at most `limit` bytes, `~/` expanded.
enum PreviewFileReader {
    /// How many bytes a preview reads at most.
    static let limit = 64 * 1024

    /// The first bytes of the file at `path`, or nil when it is no regular file or cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let expanded = path.hasPrefix("~/") ? NSHomeDirectory() + path.dropFirst(1) : path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: expanded),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let handle = FileHandle(forReadingAtPath: expanded) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: limit)).map { [UInt8]($0) } ?? []
    }
}
