#!/usr/bin/env python3
"""Time from starting a pager on a big log to its whole first screen on the terminal, for an
installed Loupe beside `less -R`.

Each pager runs in a pseudo-terminal this script owns (200x60, TERM=xterm-256color), as a
terminal emulator would run it; its output is read as it arrives until the first screen's
last line of text (the log's line 00000058) has been written, then `q` is sent. The time runs
from just before the fork to that moment, so it holds everything: the exec, the program's
start, its reading of the file and the terminal's set-up.

Four cases: logs of 256 MiB and 1 GiB, plain and with SGR colours (bench_logs.py writes them,
in LOGS, once). In each run every case is timed for loupe and for less, one after the other,
so both meet the same load, each going first in turn (a program started right after another
pager on the same log starts 0.1-0.4 ms slower); the script prints each case's medians, the ratio loupe / less,
and the machine's load (the load average and the share of time runnable tasks waited for a
processor, /proc/pressure/cpu) before and after. A busy machine makes every time longer and
noisier: compare ratios from one run, and prefer 15 runs or more. It also prints each
program's processor time and page faults over its whole runs (medians).

  Benchmarks/scripts/first-screen.py LOUPE [RUNS] [LOGS]
      LOUPE: the installed program (its path: a program found on PATH is never used), or
             --install to install this checkout first (make install DESTDIR=a temporary folder)
      RUNS:  runs of each case (15); LOGS: where the logs are, or are written (/tmp/loupe-bench-logs)
  LOUPE may be several paths joined with ':' (an old and a new build, say): each is timed in turn.
  --floor (first): also time, in the same alternation, `cat` of the log's first 60 lines and a
  static Swift program (built here with the Makefile's static-pie flags) that writes them: what
  any program pays for the fork, exec and pseudo-terminal, and what a Swift binary adds to it.
  --as-written (first): leave each build's file in the page cache as it is. Otherwise each is
  put out of it and read again from the disk first, as any program is after a reboot (as less
  is): see page_cache.py.
"""
import fcntl, os, pty, select, shutil, statistics, struct, subprocess, sys, tempfile, termios, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_logs import make_log
from page_cache import read_from_disk

LAST_LINE = b"00000058"  # the last line of text on a 60-row screen (59 rows and a status or prompt row)
CASES = [("256 MiB", 256 << 20, False), ("256 MiB coloured", 256 << 20, True),
         ("1 GiB", 1 << 30, False), ("1 GiB coloured", 1 << 30, True)]


def first_screen(argv, timeout=10.0, usage=None):
    """Milliseconds from the fork to LAST_LINE written, or None. Given a list as usage, appends
    the whole run's processor time (ms, user and system, up to the kill after `q`) and its page
    faults (minor, that is without a read from the disk; major)."""
    start = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 60, 200, 0, 0))
        os.environ["TERM"] = "xterm-256color"
        os.environ.pop("TMUX", None)
        os.execv(argv[0], argv)
    seen = bytearray()
    took = None
    while time.monotonic() - start < timeout:
        if select.select([fd], [], [], 0.5)[0]:
            try:
                seen.extend(os.read(fd, 1 << 16))
            except OSError:
                break
            if LAST_LINE in seen:
                took = (time.monotonic() - start) * 1000
                break
    os.write(fd, b"q")
    end = time.monotonic() + 5
    while time.monotonic() < end and select.select([fd], [], [], 0.1)[0]:
        try:
            os.read(fd, 1 << 16)
        except OSError:
            break
    os.kill(pid, 9)
    _, _, resources = os.wait4(pid, 0)
    os.close(fd)
    if usage is not None:
        usage.append(((resources.ru_utime + resources.ru_stime) * 1000, resources.ru_minflt, resources.ru_majflt))
    return took


def load():
    """The load average over a minute and the CPU pressure (share of time some task waited) over 10 s."""
    pressure = "n/a"
    try:
        some = open("/proc/pressure/cpu").readline().split()
        pressure = some[1].split("=")[1] + "%"
    except (OSError, IndexError):
        pass
    return f"load average {os.getloadavg()[0]:.2f}, CPU pressure {pressure} (2 cores: {os.cpu_count()})"


def install(checkout):
    """Installs this checkout in a temporary folder (make install DESTDIR=...); the program's path."""
    destination = tempfile.mkdtemp(prefix="loupe-first-screen-")
    subprocess.run(["make", "-C", checkout, "install", f"DESTDIR={destination}", "PREFIX=/usr"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(destination, "usr/bin/loupe"), destination


def swift_literal(text):
    """The inside of a Swift string literal for text."""
    named = {"\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
    return "".join(named.get(c) or (f"\\u{{{ord(c):X}}}" if ord(c) < 0x20 or ord(c) == 0x7F else c) for c in text)


def floor_programs(log, work):
    """`cat` of the log's first 60 lines and a static Swift program writing them, as argvs."""
    with open(log, "rb") as f:
        head = b"".join(f.readline() for _ in range(60))
    text = os.path.join(work, "head.txt")
    with open(text, "wb") as f:
        f.write(head)
    source = os.path.join(work, "head.swift")
    with open(source, "w") as f:
        f.write("let text = \"" + swift_literal(head.decode("utf-8", "replace")) + "\"\nprint(text, terminator: \"\")\n")
    program = os.path.join(work, "head")
    subprocess.run(["swiftc", "-O", "-static-executable", "-use-ld=bfd", "-Xclang-linker", "-static-pie",
                    source, "-o", program], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return {"cat": ["/bin/cat", text], "static Swift": [program]}


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    floor = sys.argv[1] == "--floor"
    if floor:
        del sys.argv[1]
    as_written = sys.argv[1] == "--as-written"
    if as_written:
        del sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    made = None
    if sys.argv[1] == "--install":
        loupe, made = install(os.path.join(here, "../.."))
        loupes = [loupe]
    else:
        loupes = sys.argv[1].split(":")
    for path in loupes:
        if os.sep not in path or not os.path.isfile(path) or not os.access(path, os.X_OK):
            sys.exit(f"{path}: give the path of an installed loupe (a program found on PATH is never used)")
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    logs = sys.argv[3] if len(sys.argv) > 3 else "/tmp/loupe-bench-logs"
    os.makedirs(logs, exist_ok=True)
    files = {}
    for name, size, color in CASES:
        path = os.path.join(logs, f"{size >> 20}m{'-color' if color else ''}.log")
        if not os.path.exists(path):
            make_log(path, size, color)
        files[name] = path
    names = [f"loupe {i + 1}" if len(loupes) > 1 else "loupe" for i in range(len(loupes))]
    print(f"before: {load()}")
    for i, path in enumerate(loupes):
        print(f"{names[i]}: {path}")
    times = {(case, who): [] for case in files for who in names + ["less"]}
    usages = {who: [] for who in names + ["less"]}
    floor_work = tempfile.mkdtemp(prefix="loupe-first-floor-") if floor else None
    floors = floor_programs(files[CASES[0][0]], floor_work) if floor else {}
    floor_times = {name: [] for name in floors}
    # Each build's file read again from the disk, as any other program's (see --as-written).
    if not as_written:
        read_from_disk(loupes)
    for name, path in files.items():  # once each, unmeasured: the file and the programs in the page cache
        for loupe in loupes:
            first_screen([loupe, "view", path])
        first_screen([shutil.which("less") or "/usr/bin/less", "-R", path])
    less_path = shutil.which("less") or "/usr/bin/less"
    for run in range(runs):
        for case, path in files.items():
            # The programs take turns at going first: one started right after another pager on the
            # same log was 0.1-0.4 ms slower than one started after something else.
            programs = [(who, [loupe, "view", path]) for who, loupe in zip(names, loupes)] + [("less", [less_path, "-R", path])]
            turn = run % len(programs)
            for who, argv in programs[turn:] + programs[:turn]:
                times[(case, who)].append(first_screen(argv, usage=usages[who]))
        for name, argv in floors.items():
            floor_times[name].append(first_screen(argv))
    print(f"after:  {load()}")
    print(f"medians of {runs} runs, ms (fastest-slowest); ratio: loupe's median / less's median")
    for case in files:
        less = [t for t in times[(case, "less")] if t is not None]
        cells = [f"less {statistics.median(less):.1f} ({min(less):.1f}-{max(less):.1f})"]
        for who in names:
            ts = [t for t in times[(case, who)] if t is not None]
            if len(ts) < len(times[(case, who)]):
                cells.append(f"{who}: {len(times[(case, who)]) - len(ts)} runs never showed the screen")
            if ts:
                cells.append(f"{who} {statistics.median(ts):.1f} ({min(ts):.1f}-{max(ts):.1f}), "
                             f"ratio {statistics.median(ts) / statistics.median(less):.2f}")
        print(f"  {case:17s} " + "; ".join(cells))
    print("whole runs, medians over the cases (up to the kill after q): processor time, page faults")
    for who in names + ["less"]:
        runs_of = usages[who]
        print(f"  {who:8s} {statistics.median(u[0] for u in runs_of):.1f} ms, "
              f"{statistics.median(u[1] for u in runs_of):.0f} faults ({statistics.median(u[2] for u in runs_of):.0f} from the disk)")
    for name, ts in floor_times.items():
        ts = [t for t in ts if t is not None]
        if ts:
            print(f"  floor: {name} writing the first 60 lines {statistics.median(ts):.1f} ({min(ts):.1f}-{max(ts):.1f})")
    if floor_work:
        shutil.rmtree(floor_work, ignore_errors=True)
    if made:
        shutil.rmtree(made, ignore_errors=True)


# Run as a program; imported (runpy.run_path) for `first_screen` alone.
if __name__ == "__main__":
    main()
