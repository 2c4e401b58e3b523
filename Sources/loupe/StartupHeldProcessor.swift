import CStartup

/// Whether the installed build's start-up thread is still in the fault of a huge page that the
/// entry point gave up waiting for (Sources/CStartup/start_pages.c): in a virtual machine whose
/// host is giving that memory back, for up to 4-5 ms, and its processor with it. A thread started
/// there now would wait behind it while this one waits for the thread.
enum StartupHeldProcessor {
    static var isHeld: Bool { loupe_start_processor_held() != 0 }
}
