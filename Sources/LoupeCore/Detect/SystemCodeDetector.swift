/// The system codes detector: an errno name (`ECONNREFUSED` shows `Connection refused` and
/// `errno 111`) or a number after `errno`/`error`; a signal name (`SIGSEGV` shows
/// `Segmentation fault` and `signal 11`); a number after `exit`, `status` or `code` above 128
/// as a death by signal (`137` shows `killed by SIGKILL`); an HTTP status where the line says
/// `HTTP` or `status`. Linux's numbers (`CodeTable.errno`, `.signals`).
enum SystemCodeDetector {
    /// The largest signal number (SIGRTMAX on Linux).
    static let lastSignal = 64

    static func find(_ input: DetectorInput) -> [DetectedValue] {
        let text = Substring(input.text)
        func meaning(_ title: String) -> DetectedValue { DetectedValue(title, rank: .meaning, detector: "system") }
        if let e = CodeTable.errno.named(text) { return [meaning(e.message), meaning("errno \(e.number)")] }
        if let s = CodeTable.signals.named(text) { return [meaning(s.message), meaning("signal \(s.number)")] }
        guard text.count <= 4, let value = IntegerText.decimal(text), let n = Int(exactly: value) else { return [] }
        var out: [DetectedValue] = []
        let word = input.wordBefore
        if word == "errno" || word == "error", let e = CodeTable.errno.numbered(n) {
            out.append(meaning("\(e.name): \(e.message)"))
        }
        if ["exit", "status", "code"].contains(word), n > 128, n <= 128 + lastSignal {
            out.append(meaning("killed by " + (CodeTable.signals.numbered(n - 128).map(\.name) ?? "signal \(n - 128)")))
        }
        let line = input.line
        if line.contains("HTTP") || line.lowercased().contains("status"), text.count == 3, let h = CodeTable.http.numbered(n) {
            out.append(meaning(h.message))
        }
        return out
    }
}
