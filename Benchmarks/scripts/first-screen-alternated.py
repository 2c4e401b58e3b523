#!/usr/bin/env python3
"""The first screen of several builds, started in turn many times: finer than first-screen.py
for a change of 0.1 ms, which its medians of 15-40 runs over four logs do not resolve.

Each start is first-screen.py's (`loupe view LOG` in a 200x60 pseudo-terminal, from the fork to
the first screen's last line); the programs take turns, the order reversed every other round,
so a phase of the machine meets each alike. Prints each program's median, quartiles and fastest.
A path ending in `less` runs as `less -R LOG`. The builds' files stay in the page cache as they
are: read them once from the disk first (page_cache.py) to compare builds installed at different
times alike.

  Benchmarks/scripts/first-screen-alternated.py ROUNDS LOG PROGRAM [PROGRAM...]
"""
import os, runpy, statistics, sys


def main():
    if len(sys.argv) < 4 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    rounds, log, programs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    for program in programs:
        if os.sep not in program or not os.path.isfile(program) or not os.access(program, os.X_OK):
            sys.exit(f"{program}: give a program's path (a program found on PATH is never used)")
    first_screen = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "first-screen.py"))["first_screen"]
    times = {program: [] for program in programs}
    for i in range(rounds):
        for program in programs if i % 2 == 0 else programs[::-1]:
            argv = [program, "-R", log] if os.path.basename(program) == "less" else [program, "view", log]
            took = first_screen(argv)
            if took is not None:
                times[program].append(took)
    for program, t in times.items():
        if not t:
            print(f"{program}: the first screen never came")
            continue
        t.sort()
        n = len(t)
        print(f"{program}: median {statistics.median(t):.3f} ms, quartiles {t[n // 4]:.3f} - {t[3 * n // 4]:.3f}, "
              f"fastest {t[0]:.3f} ({n} starts)")


main()
