#!/usr/bin/env python3
"""Time from `q` to the end of an installed Loupe, beside another build.

Each build runs `loupe view` of the 256 MiB log in a pseudo-terminal of 200x60 (as
first-screen.py does); once its first screen is out and 150 ms have passed (the input started,
the line indexer at work), `q` is written and the time runs until the process has ended (its
status collected). The builds take turns; the script prints each one's median and range. Each
build's file is first put out of the page cache, to be read from the disk alike (page_cache.py).

  Benchmarks/scripts/quit.py LOUPE[:LOUPE...] [RUNS] [LOGS]     (RUNS 21; LOGS as first-screen.py)
"""
import os, select, statistics, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from page_cache import read_from_disk
from pty_pager import Pager

LAST_LINE = "00000058"  # as first-screen.py: the last line of text on a 60-row screen


def quit_time(loupe, log):
    """Milliseconds from `q` to the end of the process, or None when its screen never came."""
    pager = Pager([loupe, "view", log])
    if pager.wait(lambda text: LAST_LINE in text, 10) is None:
        pager.close()
        return None
    pager.drain(0.15)
    began = time.monotonic()
    pager.type("q")
    while not os.waitpid(pager.pid, os.WNOHANG)[0]:
        if select.select([pager.fd], [], [], 0.0005)[0]:
            try:
                os.read(pager.fd, 1 << 16)  # taken off the terminal, not read: the screen is not the point
            except OSError:
                pass
    took = (time.monotonic() - began) * 1000
    os.close(pager.fd)
    return took


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        sys.exit(__doc__)
    loupes = args[0].split(":")
    runs = int(args[1]) if len(args) > 1 else 21
    logs = args[2] if len(args) > 2 else "/tmp/loupe-bench-logs"
    log = os.path.join(logs, "256m.log")
    if not os.path.exists(log):
        from bench_logs import make_log
        os.makedirs(logs, exist_ok=True)
        make_log(log, 256 << 20, False)
    for loupe in loupes:
        if os.sep not in loupe or not os.access(loupe, os.X_OK):
            sys.exit(f"{loupe}: give the path of an installed loupe (a program found on PATH is never used)")
    read_from_disk(loupes)
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
