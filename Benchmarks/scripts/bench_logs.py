"""The benchmark scripts' log files: lines of a web server's log, numbered from 00000000, with
`needle` on every 1000th line from 40,000 (an ERROR line), plain or with SGR colours (the
number dim, the time cyan, INFO green, ERROR bold red, each switched off again), as a program
writing to a terminal colours them.
"""
import os

ESC = "\x1b"


def line(i, color=False):
    """Line `i` of the log, with its newline."""
    error = i >= 40_000 and i % 1000 == 0
    number, clock = f"{i:08d}", f"05:{i % 60:02d}:{i % 59:02d}"
    level = "ERROR" if error else "INFO "
    if color:
        number = f"{ESC}[2m{number}{ESC}[0m"
        clock = f"{ESC}[36m{clock}{ESC}[0m"
        level = f"{ESC}[1;31mERROR{ESC}[0m" if error else f"{ESC}[32mINFO{ESC}[0m "
    if error:
        return f"{number}  {clock}  {level}  worker-{i % 8}  needle-{i} in GET /api/items/{i}  500  {i % 300}ms\n"
    return f"{number}  {clock}  {level}  worker-{i % 8}  GET /api/items/{i}/detail?page={i % 97}  200  {i % 300}ms\n"


def make_log(path, size, color=False):
    """Writes whole lines to `path` until it holds at least `size` bytes; returns the line count."""
    with open(path, "w") as f:
        i = written = 0
        while written < size:
            text = line(i, color)
            f.write(text)
            written += len(text)
            i += 1
    print(f"wrote {path}: {i} lines, {os.path.getsize(path)} bytes")
    return i
