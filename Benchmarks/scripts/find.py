#!/usr/bin/env python3
"""Find in a big file, side by side with less and grep, as whole processes.

For each run, `loupe view FILE` and `less -R FILE` are started in a pseudo-terminal this
script owns (200x60, xterm-256color), their output followed by a screen model
(screen_model.py) as it arrives; once the first screen is there, `/QUERY` and Enter are
typed, and the time until the line of the first match (LINE_TEXT) is on screen is taken;
and the peak resident memory (VmHWM). For loupe the time until the count is complete
("N of TOTAL" in place of "searching…") is taken too, beside `grep -c -F QUERY FILE` as
a whole process.

  Benchmarks/scripts/find.py [--after-end] [--show] FILE QUERY LINE_TEXT [RUNS]    (LOUPE=path/to/loupe)
      --show: print the screen model after each run
      --after-end: as after reading a while: wait 3 s first (loupe's background index is done), less gets G and g
  Benchmarks/scripts/find.py --make FILE [GIB]               writes a log of GIB GiB (1), about 12.4 M lines
                                                              a GiB, "needle" on every 1000th line from 40,000
"""
import os, re, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_pager import Pager

def make(path, gib=1):
    with open(path, "w") as f:
        i = 0
        size = 0
        while size < gib * (1 << 30):
            if i >= 40_000 and i % 1000 == 0:
                line = f"{i:08d}  05:{i % 60:02d}:{i % 59:02d}  ERROR  worker-{i % 8}  needle-{i} in GET /api/items/{i}  500  {i % 300}ms\n"
            else:
                line = f"{i:08d}  05:{i % 60:02d}:{i % 59:02d}  INFO   worker-{i % 8}  GET /api/items/{i}/detail?page={i % 97}  200  {i % 300}ms\n"
            f.write(line)
            size += len(line)
            i += 1
    print(f"wrote {path}: {i} lines")

def run(argv, query, line_text, count_done=None, timeout=60.0):
    """Time from typing /QUERY and Enter to the first match's line on screen (and, for
    loupe, to the complete count), with the peak resident memory."""
    pager = Pager(argv)
    try:
        if pager.wait(lambda t: "00000001" in t, 10) is None:
            sys.exit(f"{argv[0]} never showed its first screen")
        if AFTER_END:
            # As after reading a while: loupe's background index is done; less is given G and g.
            if "less" in argv[0]:
                pager.type("G")
                pager.drain(3)
                pager.type("g")
                pager.wait(lambda t: "00000001" in t, 10)
            else:
                pager.drain(3)
        pager.drain(0.3)
        start = time.monotonic()
        pager.type("/" + query + "\r")
        first = counted = None
        at = pager.wait(lambda t: line_text in t, timeout)
        if at: first = (at - start) * 1000
        if count_done:
            at = pager.wait(lambda t: count_done.search(t) is not None, timeout)
            if at: counted = (at - start) * 1000
        if SHOW:
            print(pager.screen.text())
        return first, counted, pager.peak_rss()
    finally:
        pager.close()

def median(xs):
    xs = sorted(x for x in xs if x is not None)
    return xs[len(xs) // 2] if xs else None

AFTER_END = False
SHOW = False

def main():
    global AFTER_END
    global SHOW
    while sys.argv[1] in ("--after-end", "--show"):
        if sys.argv[1] == "--after-end": AFTER_END = True
        else: SHOW = True
        del sys.argv[1]
    if sys.argv[1] == "--make":
        make(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1); return
    path, query, line_text = sys.argv[1], sys.argv[2], sys.argv[3]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    here = os.path.dirname(os.path.abspath(__file__))
    loupe = os.environ.get("LOUPE", os.path.join(here, "../../.build/release/loupe"))
    done = re.compile(r"\d of [\d,]+ ")
    rows = {"loupe first": [], "loupe count": [], "loupe rss": [], "less first": [], "less rss": [], "grep -c": []}
    for _ in range(runs):
        f, c, rss = run([loupe, "view", path], query, line_text, done)
        rows["loupe first"].append(f); rows["loupe count"].append(c); rows["loupe rss"].append(rss)
        f, _, rss = run(["less", "-R", path], query, line_text)
        rows["less first"].append(f); rows["less rss"].append(rss)
        start = time.monotonic()
        out = subprocess.run(["grep", "-c", "-F", query, path], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
        rows["grep -c"].append((time.monotonic() - start) * 1000)
    for name, xs in rows.items():
        unit = "MB" if name.endswith("rss") else "ms"
        shown = ", ".join("-" if x is None else f"{x:.0f}" for x in xs)
        m = median(xs)
        print(f"{name:12s} median {'-' if m is None else f'{m:.0f}'} {unit}   ({shown})")

main()
