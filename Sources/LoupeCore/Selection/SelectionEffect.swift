/// What the caller must do after the engine reduced an event.
///
/// An empty list of effects means the event changed nothing (for a key: the
/// engine did not use it, so the caller may).
public enum SelectionEffect: Hashable, Sendable {
    /// The selection, its head or direction, or the pointer during a gesture
    /// changed: redraw the highlight and the loupe.
    case changed
    /// A gesture completed with a selection (release after a drag or after a
    /// double or triple click, release after shift+click): `text` is what to copy.
    case finished(text: String)
    /// A gesture completed with a selection (stream or block) of more lines than
    /// `SelectionConfig.immediateTextLines`: its text is not made here (a million lines take
    /// seconds); the caller makes it from the span (`SelectionText`), off its interface thread.
    case finishedLarge(SelectionSpan)
    /// Scroll the view by `rows` (negative: toward the start). `viewport` is the
    /// viewport after the scroll: the caller should adopt it before the next
    /// event. A new request replaces any the caller is still animating.
    case scroll(rows: Int, viewport: Viewport)
}
