extension SelectionState {
    /// A finished character selection of `range` (as a drag would make): what Expand and a
    /// program's own commands set.
    public mutating func select(_ range: Range<TextPosition>) {
        clear()
        mode = .character
        anchorUnit = range.lowerBound..<range.lowerBound
        headUnit = range.upperBound..<range.upperBound
        hasExtent = true
        direction.side = range.upperBound > range.lowerBound ? .after : .same
    }
}
