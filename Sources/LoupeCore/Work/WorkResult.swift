/// Names one piece of work a program asked for (a search, the text of a big copy, taking in a
/// stream's new lines): what kind it is and the program's own number for it. A program numbers
/// its work in the order it asks, so a replay of the same events asks for the same numbers.
public struct WorkID: Hashable, Sendable, CustomStringConvertible {
    /// What kind of work: one word ("find", "extract", "take-in", "read-to-end").
    public var kind: String
    /// The program's number for it.
    public var number: Int

    /// An id.
    public init(_ kind: String, _ number: Int) {
        self.kind = kind
        self.number = number
    }

    /// `find#3`.
    public var description: String { "\(kind)#\(number)" }
}

/// What a piece of work hands back to the program (a search's new matches, arrived lines,
/// extracted text): a value, so the reducer that takes it reads nothing another thread writes.
public protocol WorkOutput: Sendable {
    /// Whether `other` is the same value (for events that are compared).
    func isEqual(to other: any WorkOutput) -> Bool
}

extension WorkOutput where Self: Equatable {
    /// Equal when `other` is of this type and `==`.
    public func isEqual(to other: any WorkOutput) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}

/// One thing a piece of work produced, as the program hears it (`InputEvent.result`): the work,
/// which of its results this is (from 0, in the order the work produced them), and the value.
/// The backend stamps the event with the time it is delivered.
public struct WorkResult: Hashable, Sendable {
    /// The work that produced it.
    public var work: WorkID
    /// Its place among the work's results, from 0.
    public var sequence: Int
    /// The value.
    public var value: any WorkOutput

    /// A result.
    public init(work: WorkID, sequence: Int, value: any WorkOutput) {
        self.work = work
        self.sequence = sequence
        self.value = value
    }

    /// Same work, same place, equal values.
    public static func == (a: WorkResult, b: WorkResult) -> Bool {
        a.work == b.work && a.sequence == b.sequence && a.value.isEqual(to: b.value)
    }

    /// Hashes the work and the place (equal results hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(work)
        hasher.combine(sequence)
    }
}
