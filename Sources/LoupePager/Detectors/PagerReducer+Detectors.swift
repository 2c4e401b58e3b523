import LoupeCore
import LoupeRuntime

/// The data detectors in the menus: what the selection (or, in the context menu with nothing
/// selected, the token under the pointer) means, as items after the menu's own
/// (`DataDetector.detect`; at most three, best first), then the person's own detectors'
/// (`UserDetector`): a placeholder while the command runs as work, its answer when it comes;
/// in the context menu, Look Up for a word that names a man page (`ManPage`).
extension PagerReducer {
    /// The detector items for the selection of `s`, or for `pointed` (a point and its token) with
    /// none. A user detector's item asks for its work (started with the event's effects); one the
    /// menu shown already has for the same text is kept as it is.
    static func detectorItems(_ s: inout PagerState, pointed: (point: GridPoint, text: String)? = nil) -> [MenuItem] {
        guard s.settings.detectors.enabled, let input = detectorInput(s, pointed: pointed) else { return [] }
        // A swatch only where the terminal shows the colour near enough; else no gap for one either.
        let swatches = MenuRenderer.showsSwatches(in: s.settings.loupe.colorMode)
        let found = DataDetector.detect(input).map { MenuItem.detected($0.title, swatch: swatches ? $0.swatch : nil) }
        guard s.settings.detectors.runner != nil, !input.text.isEmpty, input.text.count <= DataDetector.longest else { return found }
        var own: [MenuItem] = []
        for detector in s.settings.detectors.user where own.count < DataDetector.limit && detector.matches(input.text) {
            if let shown = s.menu?.items.first(where: { $0.detectorRun?.detector == detector && $0.detectorRun?.text == input.text }) {
                own.append(shown)
            } else {
                own.append(.awaiting(DetectorRun(work: s.newWork("detect"), detector: detector, text: input.text)))
            }
        }
        return found + own
    }

    /// The selection's text and its line's text before and after it (a selection on one line,
    /// at most `DataDetector.longest` characters), or the pointed token alone.
    static func detectorInput(_ s: PagerState, pointed: (point: GridPoint, text: String)?) -> DetectorInput? {
        let zone = s.settings.detectors.timeZone
        guard let range = s.selection.range else {
            guard s.selection.isEmpty, let pointed else { return nil }
            return DetectorInput(text: pointed.text, timeZone: zone)
        }
        guard range.lowerBound.line == range.upperBound.line, range.upperBound.offset - range.lowerBound.offset <= DataDetector.longest * 2 else { return nil }
        let document = s.document.document
        let line = range.lowerBound.line
        let end = document.line(line).count
        func text(_ from: Int, _ to: Int) -> String {
            SelectionText.text(of: TextPosition(line: line, offset: from)..<TextPosition(line: line, offset: max(from, to)), in: document, trim: false)
        }
        // The line's text around it, up to 80 cells each side (a word before or after it, an `HTTP` on the line).
        let before = text(max(0, range.lowerBound.offset - 80), range.lowerBound.offset)
        let after = text(range.upperBound.offset, min(end, range.upperBound.offset + 80))
        return DetectorInput(text: text(range.lowerBound.offset, range.upperBound.offset), before: before, after: after, timeZone: zone)
    }

    /// Look Up for the context menu just opened (or refreshed): the selection, or with nothing
    /// selected the word under the pointer, when it could name a man page (`ManPage.isName`);
    /// whether it does, `man -w` says, as work.
    static func startLookUp(_ s: inout PagerState, pointed: (point: GridPoint, text: String)?) {
        s.menu?.lookUp = nil
        guard s.menu?.kind == .context, s.settings.detectors.enabled, s.settings.detectors.runner != nil,
              let word = detectorInput(s, pointed: pointed)?.text, ManPage.isName(word) else { return }
        let work = s.newWork("look-up")
        s.menu?.lookUp = ManPageLookUp(work: work, name: word)
    }

    /// The work the menu asked for during this event: its user detectors' commands, its Look Up.
    static func detectorWork(_ s: PagerState) -> [AppEffect] {
        guard let runner = s.settings.detectors.runner, let menu = s.menu else { return [] }
        var out: [AppEffect] = menu.items.compactMap { item in
            guard case .awaitingAnswer = item.action, let run = item.detectorRun, s.unstarted.contains(run.work) else { return nil }
            return .work(PagerWork.detect(run, with: runner))
        }
        if let lookUp = menu.lookUp, s.unstarted.contains(lookUp.work) { out.append(.work(PagerWork.lookUp(lookUp, with: runner))) }
        return out
    }

    /// Look Up's answer: a page `man -w` found adds its item at the end of the menu; anything
    /// else adds nothing.
    static func takeLookUp(_ s: inout PagerState, _ answer: DetectorAnswer, _ lookUp: ManPageLookUp) -> [AppEffect] {
        s.menu?.lookUp = nil
        guard answer.outcome == .succeeded, let page = ManPage(name: lookUp.name, whereOutput: answer.output) else { return [] }
        s.menu?.items.append(.lookUp(page))
        return []
    }

    /// A user detector's answer: its item's title becomes the first line of what the command
    /// printed (shown safely, cut to the menu's width); a command that failed, timed out or printed
    /// nothing takes its item away and says why in the status bar. Nil when no item waits for it
    /// (the menu went, or changed).
    static func takeDetectorAnswer(_ s: inout PagerState, _ answer: DetectorAnswer, of work: WorkID) -> [AppEffect]? {
        if let lookUp = s.menu?.lookUp, lookUp.work == work { return takeLookUp(&s, answer, lookUp) }
        guard let menu = s.menu, let i = menu.items.firstIndex(where: { $0.detectorRun?.work == work }),
              case .awaitingAnswer = menu.items[i].action, let run = menu.items[i].detectorRun else { return nil }
        let width = MenuLayout.maximumWidth(screenColumns: s.size.columns) - MenuLayout.padding - 2
        if answer.outcome == .succeeded, let title = DetectorTitle.of(output: answer.output, width: width) {
            var item = MenuItem.detected(title)
            item.detectorRun = run
            s.menu?.items[i] = item
            return []
        }
        s.message = "\(run.detector.name): no answer (\(answer.failure ?? "it printed nothing"))"
        s.menu?.items.remove(at: i)
        if let h = menu.highlighted, h >= i { s.menu?.highlighted = h == i ? nil : h - 1 }
        if let p = menu.pressed, p >= i { s.menu?.pressed = p == i ? nil : p - 1 }
        if menu.kind == .edit, menu.page >= MenuGeometry.pageCount(s) { s.menu?.page = 0 }
        if menu.kind == .context, let count = s.menu?.items.count, menu.top > 0 {
            s.menu?.top = max(0, min(menu.top, count - 1))
        }
        if s.menu?.items.isEmpty == true { return closeMenu(&s) }
        return []
    }
}
