/// Linux's signal names, numbers and descriptions (as Glibc's `strsignal` gives them), for the
/// system codes detector.
extension CodeTable {
    /// The table.
    static let signals = CodeTable([
        ("SIGHUP", 1, "Hangup"),
        ("SIGINT", 2, "Interrupt"),
        ("SIGQUIT", 3, "Quit"),
        ("SIGILL", 4, "Illegal instruction"),
        ("SIGTRAP", 5, "Trace/breakpoint trap"),
        ("SIGABRT", 6, "Aborted"),
        ("SIGBUS", 7, "Bus error"),
        ("SIGFPE", 8, "Floating point exception"),
        ("SIGKILL", 9, "Killed"),
        ("SIGUSR1", 10, "User defined signal 1"),
        ("SIGSEGV", 11, "Segmentation fault"),
        ("SIGUSR2", 12, "User defined signal 2"),
        ("SIGPIPE", 13, "Broken pipe"),
        ("SIGALRM", 14, "Alarm clock"),
        ("SIGTERM", 15, "Terminated"),
        ("SIGSTKFLT", 16, "Stack fault"),
        ("SIGCHLD", 17, "Child exited"),
        ("SIGCONT", 18, "Continued"),
        ("SIGSTOP", 19, "Stopped (signal)"),
        ("SIGTSTP", 20, "Stopped"),
        ("SIGTTIN", 21, "Stopped (tty input)"),
        ("SIGTTOU", 22, "Stopped (tty output)"),
        ("SIGURG", 23, "Urgent I/O condition"),
        ("SIGXCPU", 24, "CPU time limit exceeded"),
        ("SIGXFSZ", 25, "File size limit exceeded"),
        ("SIGVTALRM", 26, "Virtual timer expired"),
        ("SIGPROF", 27, "Profiling timer expired"),
        ("SIGWINCH", 28, "Window changed"),
        ("SIGIO", 29, "I/O possible"),
        ("SIGPWR", 30, "Power failure"),
        ("SIGSYS", 31, "Bad system call"),
    ])
}
