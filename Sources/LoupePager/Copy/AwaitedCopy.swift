/// A copy the pager asked the front end for (`.copy`) whose outcome has not come back yet:
/// what the status bar will call it once the outcome says where the text went. Outcomes come
/// back in the order the copies were asked for.
struct AwaitedCopy: Equatable, Sendable {
    /// What was copied, as the status bar says it: "25 characters", "3 lines", "the link".
    var amount: String
    /// The text's size in bytes (to tell why a terminal clipboard did not get it).
    var bytes: Int
}
