#!/usr/bin/env python3
"""Time `loupe --help` as a whole process (start, parse, print, exit) beside `less --version`.

Each command runs RUNS times, alternately, with its output sent to /dev/null; the script prints
the median, the fastest and the slowest run of each in milliseconds. Several binaries can be
compared in one run: LOUPE=path[:path...] (default .build/release/loupe).

  Benchmarks/scripts/help-startup.py [RUNS]
"""
import os, statistics, subprocess, sys, time

def once(argv):
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return (time.perf_counter() - start) * 1000

def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 51
    here = os.path.dirname(os.path.abspath(__file__))
    loupes = os.environ.get("LOUPE", os.path.join(here, "../../.build/release/loupe")).split(":")
    commands = {"less --version": ["less", "--version"]}
    for path in loupes:
        commands[f"{path} --help"] = [path, "--help"]
    times = {name: [] for name in commands}
    for name, argv in commands.items():
        once(argv)  # warm the page cache
    for _ in range(runs):
        for name, argv in commands.items():
            times[name].append(once(argv))
    for name, values in times.items():
        print(f"{statistics.median(values):7.2f} ms median  ({min(values):.2f} .. {max(values):.2f}, {runs} runs)  {name}")

if __name__ == "__main__":
    main()
