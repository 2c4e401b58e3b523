import Synchronization

/// A piece of work that whichever thread asks first does, and no other: `claim()` is true once.
///
/// ```swift
/// let build = FirstClaim()
/// // on a thread started for it:        if build.claim() { made = make() }
/// // on the caller, when it needs it:    if build.claim() { made = make() } else { wait for the thread }
/// ```
public final class FirstClaim: Sendable {
    private let claimed = Atomic<Bool>(false)

    /// An unclaimed piece of work.
    public init() {}

    /// True for the first caller only, on any thread.
    public func claim() -> Bool {
        claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
