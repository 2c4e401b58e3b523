/// "Did you mean": the closest of some names to a misspelled one.
public enum Suggestion {
    /// The name among `names` nearest to `word` (edit distance, ignoring case), if it is close
    /// enough to be what was meant: at most a third of the word's length, and at least 1.
    public static func closest(to word: String, among names: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for name in names {
            let d = distance(word.lowercased(), name.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (name, d) }
        }
        return best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1.
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[x.count][y.count]
    }
}
