/// The OSC 8 hyperlink targets used by a buffer; a `Style` refers to one by id (1-based, 0 = none).
///
/// Looking a target up costs the same however many there are (a line of 100,000 links is
/// imported in linear time): the table keeps an index from target to id beside the list.
public struct HyperlinkTable: Hashable, Sendable {
    /// The targets; id `n` is `targets[n - 1]`.
    public private(set) var targets: [String] = []
    /// The OSC 8 `id=` parameter of each entry, nil where none was given (parallel to `targets`).
    public private(set) var linkIDs: [String?] = []
    /// An entry's identity: its target and its `id=` parameter.
    private struct Key: Hashable {
        var target: String
        var linkID: String?
    }
    /// The id of each entry (the first, if a target was given twice to `init(targets:)`).
    private var ids: [Key: UInt16] = [:]

    /// Creates an empty table.
    public init() {}

    /// Creates a table from targets in id order.
    public init(targets: [String]) {
        self.targets = targets
        linkIDs = Array(repeating: nil, count: targets.count)
        for (i, target) in targets.enumerated().reversed() where i < Int(UInt16.max) { ids[Key(target: target, linkID: nil)] = UInt16(i + 1) }
    }

    /// The id for a target (with an OSC 8 `id=` parameter, if one was given: the same target
    /// under another `id=` is another entry), adding it when new. Returns 0 when the table is full.
    public mutating func id(for target: String, linkID: String? = nil) -> UInt16 {
        let key = Key(target: target, linkID: linkID)
        if let id = ids[key] { return id }
        guard targets.count < Int(UInt16.max) else { return 0 }
        targets.append(target)
        linkIDs.append(linkID)
        let id = UInt16(targets.count)
        ids[key] = id
        return id
    }

    /// The `id=` parameter an entry was given, or nil.
    public func linkID(for id: UInt16) -> String? {
        let i = Int(id) - 1
        return i >= 0 && i < linkIDs.count ? linkIDs[i] : nil
    }

    /// The target for an id, or nil.
    public func target(for id: UInt16) -> String? {
        let i = Int(id) - 1
        return i >= 0 && i < targets.count ? targets[i] : nil
    }

    /// Tables are equal when they list the same targets in the same order (the index follows).
    public static func == (a: HyperlinkTable, b: HyperlinkTable) -> Bool { a.targets == b.targets && a.linkIDs == b.linkIDs }

    /// Hashes the targets.
    public func hash(into hasher: inout Hasher) { hasher.combine(targets) }
}
