/// The OSC 8 hyperlink targets used by a buffer; a `Style` refers to one by id (1-based, 0 = none).
///
/// Looking a target up costs the same however many there are (a line of 100,000 links is
/// imported in linear time): the table keeps an index from target to id beside the list.
public struct HyperlinkTable: Hashable, Sendable {
    /// The targets; id `n` is `targets[n - 1]`.
    public private(set) var targets: [String] = []
    /// The id of each target (the first, if a target was given twice to `init(targets:)`).
    private var ids: [String: UInt16] = [:]

    /// Creates an empty table.
    public init() {}

    /// Creates a table from targets in id order.
    public init(targets: [String]) {
        self.targets = targets
        for (i, target) in targets.enumerated().reversed() where i < Int(UInt16.max) { ids[target] = UInt16(i + 1) }
    }

    /// The id for a target, adding it when new. Returns 0 when the table is full.
    public mutating func id(for target: String) -> UInt16 {
        if let id = ids[target] { return id }
        guard targets.count < Int(UInt16.max) else { return 0 }
        targets.append(target)
        let id = UInt16(targets.count)
        ids[target] = id
        return id
    }

    /// The target for an id, or nil.
    public func target(for id: UInt16) -> String? {
        let i = Int(id) - 1
        return i >= 0 && i < targets.count ? targets[i] : nil
    }

    /// Tables are equal when they list the same targets in the same order (the index follows).
    public static func == (a: HyperlinkTable, b: HyperlinkTable) -> Bool { a.targets == b.targets }

    /// Hashes the targets.
    public func hash(into hasher: inout Hasher) { hasher.combine(targets) }
}
