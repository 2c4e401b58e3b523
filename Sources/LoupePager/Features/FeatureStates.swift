/// The states of the features from outside the pager, by name (`PagerFeature.State`), compared
/// by value as the rest of `PagerState` is.
public struct FeatureStates: Equatable, Sendable {
    var values: [String: any Equatable & Sendable] = [:]

    /// No feature has a state yet (each starts from its `initialState`).
    public init() {}

    /// The state the feature named `name` keeps, if it is of type `State`.
    public func state<State: Equatable & Sendable>(_ name: String, as type: State.Type) -> State? {
        values[name] as? State
    }

    /// Keeps a feature's state.
    mutating func set<State: Equatable & Sendable>(_ name: String, _ state: State) {
        values[name] = state
    }

    /// Equal when the same features keep equal states.
    public static func == (a: FeatureStates, b: FeatureStates) -> Bool {
        a.values.count == b.values.count && a.values.allSatisfy { name, value in
            b.values[name].map { Self.equal(value, $0) } ?? false
        }
    }

    /// Whether two values (two states, two layer keys) are the same value of the same type.
    /// `b` is opened rather than cast to `A`: a cast, and comparing its optional result, asked
    /// the runtime for `Optional<A>` and a tuple of two of them at each call (a frame compares
    /// the features' layer keys: 5,700 instructions a comparison).
    static func equal<A: Equatable>(_ a: A, _ b: any Equatable) -> Bool {
        func same<B: Equatable>(_ b: B) -> Bool {
            B.self == A.self && a == unsafeBitCast(b, to: A.self)
        }
        return same(b)
    }
}
