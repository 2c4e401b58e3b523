#!/usr/bin/env python3
"""When each step on the way to Loupe's first screen happens, on which thread: the path's two
chains (the main thread building the pager, the terminal's thread making ncurses' screen) side
by side, over many starts.

Each step is a uprobe (`perf probe -x`) on a function of an installed build that keeps its
symbols (`make install INSTALL_STRIP=`): its entry, or its return (`_r`). The build runs RUNS
times as first-screen.py runs it (`loupe view` of the 256 MiB log in a 200x60 pseudo-terminal)
under `perf record` of those probes; the script prints, for each step, the median time from the
exec in milliseconds and where it ran: on the main thread, or on another (`@T`: the terminal's,
or the main thread doing the terminal's work itself when it got there first, then without `@T`).
Several builds joined with ':' are probed together and timed in turn, side by side.

A probe costs a few microseconds each time it fires, and the probed pages of code are copied
at each exec: the times run a little later than without probes. Compare builds in one run.
What the steps are (what the main thread waits for at `take`, how long after the terminal's
thread delivers the frame goes out) is the point, not the absolute figures. Each build's file is
first put out of the page cache, to be read from the disk alike (page_cache.py).

  Benchmarks/scripts/first-screen-timeline.py [--runs N] LOUPE[:LOUPE...] [LOGS]
      LOUPE: an installed build with its symbols; RUNS 40; LOGS as first-screen.py
Needs perf, uprobes and permission to use them (root).
"""
import collections, os, re, statistics, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from page_cache import read_from_disk
GROUP = "loupe_timeline"
# (step, symbol or the start of one, at its return?)
STEPS = [
    ("main", "loupe_main", False),
    ("thread made", "__pthread_create_2_1", True),
    ("screen", "$s13LoupeTerminal0B7SessionC12SilentScreenV11environment7ttyPath", False),
    ("newterm", "newterm", False),
    ("newterm_r", "newterm", True),
    ("session", "$s13LoupeTerminal0B7SessionC_5hover7minimumA2C12SilentScreenV_Sb0A4Core8GridSizeVtKcfc", False),
    ("session_r", "$s13LoupeTerminal0B7SessionC_5hover7minimumA2C12SilentScreenV_Sb0A4Core8GridSizeVtKcfc", True),
    ("prepare", "$s5loupe14ViewerLauncherV7prepare8document5title11environment4size13ctrlZSuspends", False),
    ("page drawn", "$s10LoupePager0B4ViewV6update2toyAA0B5StateV_tF", False),
    ("page drawn_r", "$s10LoupePager0B4ViewV6update2toyAA0B5StateV_tF", True),
    ("take", "$s13LoupeTerminal0B7OpeningC4take5hoverAA0B7SessionCSb_tKF", False),
    ("take_r", "$s13LoupeTerminal0B7OpeningC4take5hoverAA0B7SessionCSb_tKF", True),
    ("frame bytes", "$s13LoupeTerminal15FirstFrameBytesO4make_6drawer6screen", False),
    ("frame bytes_r", "$s13LoupeTerminal15FirstFrameBytesO4make_6drawer6screen", True),
]
LAST = "frame bytes_r"


def functions(binary):
    """The binary's functions by name: their addresses (hex), the first of each name."""
    found = {}
    for line in subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            found.setdefault(parts[2], parts[0])
    return found


def addresses(table, symbol):
    """The function's address, or those of its specialised copies (names that start with it, but
    not a thunk or a descriptor; a closure of it too, which runs within it)."""
    if symbol in table:
        return [table[symbol]]
    return [a for name, a in sorted(table.items()) if name.startswith(symbol) and not name.endswith(("TA", "Tq"))][:4]


def probe(binaries):
    subprocess.run(["perf", "probe", "-q", "-d", f"{GROUP}:*"], capture_output=True)
    for k, binary in enumerate(binaries):
        table = functions(binary)
        if "newterm" not in table:
            sys.exit(f"{binary}: no symbols (install it with INSTALL_STRIP= to keep them)")
        for i, (_, symbol, at_return) in enumerate(STEPS):
            found = addresses(table, symbol)
            if not found:
                print(f"{binary}: no function {symbol}: that step is left out", file=sys.stderr)
            for j, where in enumerate(found):
                spec = f"{GROUP}:b{k}s{i}c{j}=0x{where}" + ("%return" if at_return else "")
                made = subprocess.run(["perf", "probe", "-q", "-x", binary, "-a", spec], capture_output=True, text=True)
                if made.returncode != 0:
                    sys.exit(f"perf probe {spec}: {made.stderr.strip()} (uprobes need root)")


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        sys.exit(__doc__)
    runs = 40
    if args[0] == "--runs":
        runs, args = int(args[1]), args[2:]
    binaries = [os.path.abspath(b) for b in args[0].split(":")]
    logs = args[1] if len(args) > 1 else "/tmp/loupe-bench-logs"
    log = os.path.join(logs, "256m.log")
    if not os.path.exists(log):
        from bench_logs import make_log
        os.makedirs(logs, exist_ok=True)
        make_log(log, 256 << 20, False)
    read_from_disk(binaries)  # each build read from the disk alike (page_cache.py)
    probe(binaries)
    try:
        with tempfile.TemporaryDirectory() as work:
            runner = os.path.join(work, "runner.py")
            with open(runner, "w") as f:
                f.write(f"""import runpy
first_screen = runpy.run_path({os.path.join(HERE, 'first-screen.py')!r})['first_screen']
for _ in range({runs}):
    for b in {binaries!r}:
        first_screen([b, 'view', {log!r}])
""")
            data = os.path.join(work, "perf.data")
            subprocess.run(["perf", "record", "-q", "-a", "-e", f"{GROUP}:*", "-e", "sched:sched_process_exec", "-o", data,
                            "--", sys.executable, runner], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            script = subprocess.run(["perf", "script", "-i", data, "-F", "pid,tid,time,event,trace"],
                                    capture_output=True, text=True).stdout
    finally:
        subprocess.run(["perf", "probe", "-q", "-d", f"{GROUP}:*"], capture_output=True)

    starts = {}
    for line in script.splitlines():
        m = re.match(r"\s*(\d+)/(\d+)\s+([\d.]+):\s+(\S+):(.*)", line)
        if not m:
            continue
        pid, tid, at, event, rest = int(m.group(1)), int(m.group(2)), float(m.group(3)), m.group(4), m.group(5)
        if event == "sched:sched_process_exec":
            name = re.search(r"filename=(\S+)", rest)
            if name and name.group(1) in binaries:
                starts[pid] = {"build": binaries.index(name.group(1)), "exec": at, "steps": {}, "done": False}
            continue
        start = starts.get(pid)
        ids = re.match(rf"{GROUP}:b\d+s(\d+)", event)
        if not start or start["done"] or not ids:
            continue
        step = STEPS[int(ids.group(1))][0]
        key = step + ("" if tid == pid else "@T")
        start["steps"].setdefault(key, (at - start["exec"]) * 1000)
        start["done"] = step == LAST
    times = [collections.defaultdict(list) for _ in binaries]
    for start in starts.values():
        for key, ms in start["steps"].items():
            times[start["build"]][key].append(ms)
    if not any(times):
        sys.exit("no start was recorded")
    keys = sorted({key for t in times for key in t}, key=lambda k: min(statistics.median(t[k]) for t in times if t.get(k)))
    print(f"median ms from the exec, {runs} starts each (n: starts that passed there; @T: on the terminal's thread)")
    print(f"{'step':<18}" + "".join(f"{os.path.basename(os.path.dirname(b)) or b:>24}" for b in binaries))
    for key in keys:
        cells = [f"{statistics.median(t[key]):9.3f} (n={len(t[key]):3})".rjust(24) if t.get(key) else f"{'-':>24}" for t in times]
        print(f"{key:<18}" + "".join(cells))


main()
