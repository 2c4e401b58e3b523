#!/usr/bin/env python3
"""Where a first screen's time goes outside the program: each start of first-screen.py cut in
three by the kernel's own events, for installed Loupe builds and `less -R` side by side.

  fork > exec   from this script's fork to the exec's end (the child's set-up, the exec)
  exec > frame  from the exec to the first write of 2,000 bytes or more (Loupe's one write of
                the first frame), or else to the last write before `q` (`less` writes its
                screen in pieces of 1 KB or less)
  frame > seen  from that write to this script's `q`, sent as soon as it has read the screen's
                last line: how soon the terminal's side gets the frame (the pseudo-terminal
                hands the reader 4 KB at a time through a kernel worker; a program that keeps
                a processor busy after its frame can delay both)

Each program runs in turn as first-screen.py runs it (200x60, the 256 MiB log), the first going
first in turn. The events are traced with tracefs (sched_process_fork and _exec, sys_enter_write)
in an instance of its own and read after the runs; the script prints each part's median and 90th
percentile, the slowest `frame > seen`, and how many starts took over their median and 0.75 ms
in each part (a second mode, which medians hide). Each build's file is first put out of the page
cache (page_cache.py), as first-screen.py does.

  sudo Benchmarks/scripts/first-screen-parts.py LOUPE[:LOUPE...] [RUNS] [LOGS]    (RUNS 200)
Needs tracefs and permission to use it (root).
"""
import os, re, runpy, statistics, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from page_cache import read_from_disk

if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
    sys.exit(__doc__)
loupes = [os.path.abspath(p) for p in sys.argv[1].split(":")]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
logs = sys.argv[3] if len(sys.argv) > 3 else "/tmp/loupe-bench-logs"
first_screen = runpy.run_path(os.path.join(HERE, "first-screen.py"))["first_screen"]
log = os.path.join(logs, "256m.log")
if not os.path.exists(log):
    from bench_logs import make_log
    os.makedirs(logs, exist_ok=True)
    make_log(log, 256 << 20, False)
programs = [(path, [path, "view", log]) for path in loupes] + [("less -R", ["/usr/bin/less", "-R", log])]
read_from_disk(loupes)

TRACE = "/sys/kernel/tracing/instances/loupe_first_screen_parts"
EVENTS = ["sched/sched_process_fork", "sched/sched_process_exec", "syscalls/sys_enter_write"]
os.makedirs(TRACE, exist_ok=True)


def put(name, value):
    with open(os.path.join(TRACE, name), "w") as f:
        f.write(value)


put("tracing_on", "0")
put("trace", "")
put("buffer_size_kb", "65536")
for event in EVENTS:
    put(f"events/{event}/enable", "1")
put("tracing_on", "1")
order = []
for run in range(runs):
    turn = run % len(programs)
    for index in list(range(turn, len(programs))) + list(range(turn)):
        order.append((index, first_screen(programs[index][1])))
put("tracing_on", "0")
with open(os.path.join(TRACE, "trace")) as f:
    lines = f.read().splitlines()
for event in EVENTS:
    put(f"events/{event}/enable", "0")
put("trace", "")
os.rmdir(TRACE)

me = os.getpid()
starts, start = [], None
for line in lines:
    m = re.match(r"\s*(.+?)-(\d+)\s+\[\d+\]\s+\S+\s+([\d.]+):\s+(\w+)(?::\s*|\()(.*)", line)
    if not m:
        continue
    tid, at, event, text = int(m.group(2)), float(m.group(3)) * 1000, m.group(4), m.group(5)
    if event == "sched_process_fork" and tid == me:
        start = {"fork": at}
        starts.append(start)
    elif start is None:
        continue
    elif event == "sched_process_exec":
        start.setdefault("exec", at)
    elif event == "sys_write":
        w = re.search(r"fd: (\w+), buf: \w+, count: (\w+)", text)
        if not w:
            continue
        if tid == me and int(w.group(2), 16) == 1:
            start.setdefault("q", at)
        elif tid != me and "exec" in start and "q" not in start:
            if int(w.group(2), 16) >= 2000:
                start.setdefault("one write", at)
            start["last write"] = at

for s in starts:
    if "one write" in s or "last write" in s:
        s["frame"] = s.get("one write", s.get("last write"))

parts = {index: [] for index in range(len(programs))}
for (index, took), s in zip(order, starts):
    if took is not None and all(k in s for k in ("exec", "frame", "q")):
        parts[index].append((took, s["exec"] - s["fork"], s["frame"] - s["exec"], s["q"] - s["frame"]))


def pct(values, p):
    values = sorted(values)
    return values[int(p * (len(values) - 1))]


names = ["whole", "fork > exec", "exec > frame", "frame > seen"]
print(f"{runs} runs each, ms: median / 90th percentile; then the starts over their median + 0.75 ms")
print(f"{'':40s}" + "".join(f"{n:>16s}" for n in names) + "   slowest frame > seen")
for index, (name, _) in enumerate(programs):
    columns = list(zip(*parts[index])) if parts[index] else []
    if not columns:
        print(f"{name[-40:]:40s} no start traced whole")
        continue
    print(f"{name[-40:]:40s}" + "".join(f"{statistics.median(c):9.2f} / {pct(c, .9):4.2f}" for c in columns)
          + f"   {max(columns[3]):.2f}")
    print(f"{'':40s}" + "".join(f"{sum(x > statistics.median(c) + .75 for x in c):16d}" for c in columns)
          + f"   of {len(parts[index])}")
