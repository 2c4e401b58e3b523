#!/usr/bin/env python3
"""Find in a big file, side by side with less and grep, as whole processes.

For each run, `loupe view FILE` and `less -R FILE` are started in a pseudo-terminal this
script owns (200x60, xterm-256color), their output followed by a screen model
(screen_model.py) as it arrives; once the first screen is there, `/QUERY` and Enter are
typed, and the time until the line of the first match (LINE_TEXT) is on screen is taken;
and the peak resident memory (VmHWM). For loupe the time until the count is complete
("N of TOTAL" in place of "searching…") is taken too, beside `grep -c -F QUERY FILE` as
a whole process. Beside each wall-clock time, the processor time it took (loupe: the
process's user and system time from typing the query to the complete count; grep: its own),
which a machine busy with other work changes much less; and the machine's load, before and after.
LOUPE=path[:path...] times several loupe binaries, each in the same alternation.

  Benchmarks/scripts/find.py [--after-end | --from-end] [--regex] [--show] FILE QUERY LINE_TEXT [RUNS]    (LOUPE=path/to/loupe)
      --show: print the screen model after each run
      --regex: QUERY is a regular expression: loupe gets ctrl+e after the `/` (the find bar's regex
               switch), less the pattern as it is (its own syntax), grep `-c -P` in place of `-c -F`
      --after-end: as after reading a while: wait 3 s first (loupe's background index is done), less gets G and g
      --from-end: as a search begun at the end of the file: wait 3 s, G, then the query typed a letter
                  at a time, 40 ms apart (each letter starts a search that the next one stops;
                  loupe's goes round from the first line; less, which does not go round, finds nothing)
  Benchmarks/scripts/find.py --make FILE [GIB]               writes a log of GIB GiB (1), about 12.4 M lines
                                                              a GiB, "needle" on every 1000th line from 40,000
"""
import os, re, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_pager import Pager
from bench_logs import make_log

def run(argv, query, line_text, count_done=None, timeout=60.0):
    """Time from typing /QUERY and Enter to the first match's line on screen (and, for
    loupe, to the complete count), with the peak resident memory."""
    pager = Pager(argv)
    cpu = None
    try:
        if pager.wait(lambda t: "00000001" in t, 10) is None:
            sys.exit(f"{argv[0]} never showed its first screen")
        if FROM_END:
            # A search from the end, typed as a person types it.
            pager.drain(3)
            pager.type("G")
            pager.drain(1)
        elif AFTER_END:
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
        before = pager.cpu_ms()
        # loupe's find bar switches to regular expressions with ctrl+e; less's `/` takes one as it is.
        bar = "/\x05" if REGEX and "less" not in os.path.basename(argv[0]) else "/"
        if FROM_END:
            pager.type_slowly(bar + query)
            pager.type("\r")
        else:
            pager.type(bar + query + "\r")
        first = counted = None
        at = pager.wait(lambda t: line_text in t, timeout)
        if at: first = (at - start) * 1000
        if count_done:
            at = pager.wait(lambda t: count_done.search(t) is not None, timeout)
            if at: counted = (at - start) * 1000
            cpu = pager.cpu_ms() - before
        if SHOW:
            print(pager.screen.text())
        return first, counted, cpu, pager.peak_rss()
    finally:
        pager.close()

def median(xs):
    xs = sorted(x for x in xs if x is not None)
    return xs[len(xs) // 2] if xs else None

AFTER_END = False
FROM_END = False
SHOW = False
REGEX = False

def main():
    global AFTER_END
    global FROM_END
    global SHOW
    global REGEX
    while sys.argv[1] in ("--after-end", "--from-end", "--show", "--regex"):
        if sys.argv[1] == "--after-end": AFTER_END = True
        elif sys.argv[1] == "--from-end": FROM_END = True
        elif sys.argv[1] == "--regex": REGEX = True
        else: SHOW = True
        del sys.argv[1]
    if sys.argv[1] == "--make":
        make_log(sys.argv[2], (int(sys.argv[3]) if len(sys.argv) > 3 else 1) << 30); return
    path, query, line_text = sys.argv[1], sys.argv[2], sys.argv[3]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    here = os.path.dirname(os.path.abspath(__file__))
    loupes = os.environ.get("LOUPE", os.path.join(here, "../../.build/release/loupe")).split(":")
    names = ["loupe"] if len(loupes) == 1 else [f"loupe {i + 1}" for i in range(len(loupes))]
    done = re.compile(r"\d of [\d,]+ ")
    rows = {}
    for name in names:
        for what in ("first", "count", "count cpu", "rss"): rows[f"{name} {what}"] = []
    rows.update({"less first": [], "less rss": [], "grep -c": [], "grep -c cpu": []})
    print(f"load average before: {os.getloadavg()[0]:.2f}; " + ", ".join(f"{n} = {l}" for n, l in zip(names, loupes)))
    for _ in range(runs):
        for name, loupe in zip(names, loupes):
            f, c, cpu, rss = run([loupe, "view", path], query, line_text, done)
            for what, x in (("first", f), ("count", c), ("count cpu", cpu), ("rss", rss)): rows[f"{name} {what}"].append(x)
        f, _, _, rss = run(["less", "-R", path], query, line_text)
        rows["less first"].append(f); rows["less rss"].append(rss)
        start = time.monotonic()
        used = os.times()
        out = subprocess.run(["grep", "-c", "-P" if REGEX else "-F", query, path], capture_output=True, text=True)
        assert out.returncode == 0, out.stderr
        rows["grep -c"].append((time.monotonic() - start) * 1000)
        after = os.times()
        rows["grep -c cpu"].append((after.children_user + after.children_system - used.children_user - used.children_system) * 1000)
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    for name, xs in rows.items():
        unit = "MB" if name.endswith("rss") else "ms"
        shown = ", ".join("-" if x is None else f"{x:.0f}" for x in xs)
        m = median(xs)
        print(f"{name:16s} median {'-' if m is None else f'{m:.0f}'} {unit}   ({shown})")

main()
