import Glibc

/// ncurses keeps one current screen for the whole process (`SP`, `stdscr`, `curscr`): two
/// screens at work on two threads at once corrupt each other's state. The program has one
/// `TerminalSession`; tests open many screens (`HeadlessScreen`, sessions on pseudo-terminals),
/// and their suites run at the same time in one process. The gate lets one through at a time:
/// `enter` waits while another is in, `leave` lets the next one in, from any thread (a test may
/// end on another thread than it began: no lock is held across it, only this flag).
enum ScreenGate {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()
    nonisolated(unsafe) private static let condition: UnsafeMutablePointer<pthread_cond_t> = {
        let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        pthread_cond_init(condition, nil)
        return condition
    }()
    /// Whether a screen is in; read and written with `mutex` held.
    nonisolated(unsafe) private static var taken = false

    /// Waits until no other screen is in, then goes in.
    static func enter() {
        pthread_mutex_lock(mutex)
        while taken { pthread_cond_wait(condition, mutex) }
        taken = true
        pthread_mutex_unlock(mutex)
    }

    /// Lets the next screen in (call once for each `enter`).
    static func leave() {
        pthread_mutex_lock(mutex)
        taken = false
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }
}
