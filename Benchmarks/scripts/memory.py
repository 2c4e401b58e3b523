#!/usr/bin/env python3
"""Resident memory of `loupe view` and `less -R` on a big file, side by side, at each step of a
session: the first screen, a few seconds later (loupe's background index done), after a search
(its count complete), after G (go to the end), and after the search again from there, typed a
letter at a time as a person types it (loupe's goes round from the first line; each letter starts
a search that the next one stops; less, which does not go round, finds nothing).

Each pager runs in a pseudo-terminal this script owns (200x60, TERM=xterm-256color, see
pty_pager.py). After each step the peak resident memory so far (VmHWM, what the kernel counts:
the heap, the program's own pages and the file's mapped pages) and the current one (VmRSS) are
read from /proc. The file is one `find.py --make` writes (lines start with an 8-digit number).

  Benchmarks/scripts/memory.py FILE QUERY [RUNS]       (LOUPE=path/to/loupe, an installed build)
"""
import os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pty_pager import Pager

STEPS = ["first screen", "after 3 s", "after search", "after G", "search from end"]


def last_line(path):
    """The text of the file's last line (what G brings on screen)."""
    with open(path, "rb") as f:
        f.seek(max(0, os.path.getsize(path) - 4096))
        return f.read().decode(errors="replace").rstrip("\n").split("\n")[-1][:40]


def session(argv, query, last, is_loupe):
    """The (peak, current) memory after each step, or None for a step that did not finish."""
    pager = Pager(argv)
    out = []
    try:
        if pager.wait(lambda t: "00000001" in t, 30) is None:
            sys.exit(f"{argv[0]} never showed its first screen")
        out.append(pager.memory())
        pager.drain(3)
        out.append(pager.memory())
        pager.type("/" + query + "\r")
        # loupe: the count complete ("N of TOTAL"); less: a match found (no count to wait for).
        done = re.compile(r"\d of [\d,]+ ") if is_loupe else re.compile(re.escape(query), re.I)
        if pager.wait(lambda t: done.search(t) is not None and "searching" not in t, 120) is None:
            return out + [None, None, None]
        pager.drain(0.5)
        out.append(pager.memory())
        pager.type("\x1b" if is_loupe else "")  # loupe: leave the find bar first
        pager.drain(0.2)
        pager.type("G")
        if pager.wait(lambda t: last in t, 120) is None:
            return out + [None, None]
        pager.drain(0.5)
        out.append(pager.memory())
        pager.type_slowly("/" + query)
        pager.type("\r")
        if is_loupe and pager.wait(lambda t: done.search(t) is not None and "searching" not in t, 120) is None:
            return out + [None]
        pager.drain(1 if is_loupe else 3)
        out.append(pager.memory())
        return out
    finally:
        pager.close()


def main():
    path, query = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    here = os.path.dirname(os.path.abspath(__file__))
    loupe = os.environ.get("LOUPE", os.path.join(here, "../../.build/release/loupe"))
    last = last_line(path)
    pagers = {"loupe view": ([loupe, "view", path], True), "less -R": (["less", "-R", path], False)}
    results = {name: [] for name in pagers}
    for _ in range(runs):
        for name, (argv, is_loupe) in pagers.items():
            results[name].append(session(argv, query, last, is_loupe))
    print(f"{path} ({os.path.getsize(path) / (1 << 30):.2f} GiB), {runs} runs each; peak (current) resident MB, the largest of the runs:")
    print(f"{'':12s}" + "".join(f"{s:>20s}" for s in STEPS))
    for name, runs_of in results.items():
        cells = []
        for i in range(len(STEPS)):
            values = [r[i] for r in runs_of if r[i] is not None]
            cells.append(f"{max(v[0] for v in values):.1f} ({max(v[1] for v in values):.1f})" if values else "-")
        print(f"{name:12s}" + "".join(f"{c:>20s}" for c in cells))


main()
