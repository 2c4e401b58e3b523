/// How an animation's progress (0...1 in time) maps to progress in value.
public enum Easing: String, Hashable, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Fast start, gentle stop (cubic): the curve of the iOS loupe's show, hide and follow.
    case easeOut
    /// Gentle start and stop (cubic).
    case easeInOut

    /// The eased progress for a time progress `t` (clamped to 0...1).
    public func callAsFunction(_ t: Double) -> Double {
        let x = t.isNaN ? 1 : min(1, max(0, t))
        switch self {
        case .linear:
            return x
        case .easeOut:
            let u = 1 - x
            return 1 - u * u * u
        case .easeInOut:
            if x < 0.5 { return 4 * x * x * x }
            let u = -2 * x + 2
            return 1 - u * u * u / 2
        }
    }
}
