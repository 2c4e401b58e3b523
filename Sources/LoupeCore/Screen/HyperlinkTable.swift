/// The OSC 8 hyperlink targets used by a buffer; a `Style` refers to one by id (1-based, 0 = none).
public struct HyperlinkTable: Hashable, Sendable {
    /// The targets; id `n` is `targets[n - 1]`.
    public private(set) var targets: [String] = []

    /// Creates an empty table.
    public init() {}

    /// Creates a table from targets in id order.
    public init(targets: [String]) { self.targets = targets }

    /// The id for a target, adding it when new. Returns 0 when the table is full.
    public mutating func id(for target: String) -> UInt16 {
        if let i = targets.firstIndex(of: target) { return UInt16(i + 1) }
        guard targets.count < Int(UInt16.max) else { return 0 }
        targets.append(target)
        return UInt16(targets.count)
    }

    /// The target for an id, or nil.
    public func target(for id: UInt16) -> String? {
        let i = Int(id) - 1
        return i >= 0 && i < targets.count ? targets[i] : nil
    }
}
