#!/usr/bin/env bash
# Start-up time of `loupe tmux` on a 200x50 pane full of coloured text, on a private
# tmux server with a client attached (in a pseudo-terminal, so popups show).
#   Benchmarks/scripts/tmux-startup.sh [SCROLLBACK]
# LOUPE names the binary (default: this checkout's release build); LOUPE=a:b times several
# side by side, a round each in turn (the steps of 1. are the first one's); ROUNDS (15) rounds each.
# 1. `loupe tmux --bench`: the median time of each step loupe controls (tmux -V on old
#    servers, the pane information + capture-pane call, parsing, and a popup over the
#    pane until its relay has lent loupe the popup's terminal).
# 2. Key to interactive: from starting `loupe tmux` (what the key binding runs) to the
#    moment the attached client turns mouse reporting on in its terminal, which tmux
#    does once loupe has drawn the pane in the popup and asked for mouse reports.
#    tmux-key-to-interactive.py attaches that client inside a pseudo-terminal it reads
#    directly (no polling, so nothing competes with loupe for the CPU); q closes it.
set -euo pipefail
scrollback=${1:-0}
loupes=${LOUPE:-$(cd "$(dirname "$0")/../.." && pwd)/.build/release/loupe}
loupe=${loupes%%:*}
inner=loupe-bench-$$
sockets=${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)
trap 'tmux -L $inner kill-server 2>/dev/null || true; rm -f "$content" "$sockets/$inner"' EXIT
content=$(mktemp)
# 50 rows of 200 columns, every word in another 256-colour foreground, some bold and backgrounds.
for row in $(seq 1 $((50 + scrollback))); do
  line=""
  for word in $(seq 0 24); do
    c=$(( (row * 7 + word * 13) % 256 ))
    line+=$(printf '\033[38;5;%dm%s\033[0m' "$c" "w$(printf '%05d' $((row * 25 + word)))")
    if (( word % 5 == 0 )); then line+=$'\033[1;48;5;236m'; fi
    line+=' '
    if (( word % 5 == 0 )); then line+=$'\033[0m'; fi
    line+='  '
  done
  printf '%s\n' "$line" >> "$content"
done
tmux -L $inner -f /dev/null start-server \; set -g history-limit 100000 \; \
  new-session -d -s main -x 200 -y 50 "cat '$content'; printf 'END'; exec sleep 100000"
until tmux -L $inner capture-pane -p -t %0 | grep -q END; do sleep 0.05; done
bench='"$0" tmux --bench --target %0 --client "$LOUPE_BENCH_CLIENT" --scrollback "$1"'
python3 "$(dirname "$0")/tmux-key-to-interactive.py" $inner "$loupes" "${ROUNDS:-15}" "$scrollback" -- bash -c "$bench" "$loupe" "$scrollback"
