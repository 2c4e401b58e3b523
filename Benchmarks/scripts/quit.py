#!/usr/bin/env python3
"""Time from `q` to the end of an installed Loupe, beside another build.

Each build runs `loupe view` of the 256 MiB log in a pseudo-terminal of 200x60 (as
first-screen.py does); once its first screen is out and 150 ms have passed (the input started,
the line indexer at work), `q` is written and the time runs until the process has ended (its
status collected). The builds take turns; the script prints each one's median and range. Each
build's file is first put out of the page cache, to be read from the disk alike (see
first-screen.py's --as-written).

  Benchmarks/scripts/quit.py LOUPE[:LOUPE...] [RUNS] [LOGS]     (RUNS 21; LOGS as first-screen.py)
"""
import fcntl, os, pty, select, statistics, struct, sys, termios, time

LAST_LINE = b"00000058"  # as first-screen.py: the last line of text on a 60-row screen


def quit_time(argv, log):
    """Milliseconds from `q` to the end of the process, or None when its screen never came."""
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("TMUX", None)
        os.execv(argv, [argv, "view", log])
    seen, start = bytearray(), time.monotonic()
    while LAST_LINE not in seen and time.monotonic() - start < 10:
        if select.select([fd], [], [], 0.2)[0]:
            try:
                seen.extend(os.read(fd, 1 << 16))
            except OSError:
                break
    shown = LAST_LINE in seen
    time.sleep(0.15)
    while select.select([fd], [], [], 0)[0]:
        try:
            os.read(fd, 1 << 16)
        except OSError:
            break
    began = time.monotonic()
    os.write(fd, b"q")
    while not os.waitpid(pid, os.WNOHANG)[0]:
        if select.select([fd], [], [], 0.0005)[0]:
            try:
                os.read(fd, 1 << 16)
            except OSError:
                pass
    took = (time.monotonic() - began) * 1000
    os.close(fd)
    return took if shown else None


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        sys.exit(__doc__)
    loupes = args[0].split(":")
    runs = int(args[1]) if len(args) > 1 else 21
    logs = args[2] if len(args) > 2 else "/tmp/loupe-bench-logs"
    log = os.path.join(logs, "256m.log")
    if not os.path.exists(log):
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from bench_logs import make_log
        os.makedirs(logs, exist_ok=True)
        make_log(log, 256 << 20, False)
    for loupe in loupes:
        if os.sep not in loupe or not os.access(loupe, os.X_OK):
            sys.exit(f"{loupe}: give the path of an installed loupe (a program found on PATH is never used)")
    os.sync()
    for loupe in loupes:
        fd = os.open(loupe, os.O_RDONLY)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        os.close(fd)
    times = {loupe: [] for loupe in loupes}
    for run in range(runs):
        turn = run % len(loupes)
        for loupe in loupes[turn:] + loupes[:turn]:
            took = quit_time(loupe, log)
            if took is not None:
                times[loupe].append(took)
    print(f"from q to the end, ms, medians of {runs} runs (fastest-slowest)")
    for loupe, ts in times.items():
        print(f"  {loupe}: {statistics.median(ts):.2f} ({min(ts):.2f}-{max(ts):.2f})" if ts else f"  {loupe}: the screen never came")


main()
