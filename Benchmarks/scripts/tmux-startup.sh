#!/usr/bin/env bash
# Start-up time of `loupe tmux` on a 200x50 pane full of coloured text, on a private
# tmux server with a client attached (inside a second private server, so popups show).
#   Benchmarks/scripts/tmux-startup.sh [SCROLLBACK]
# 1. `loupe tmux --bench`: the median time of each step loupe controls (tmux -V, the
#    pane information + capture-pane call, parsing, writing the snapshot, decoding it
#    as the picker does, and a popup over the pane that runs `true`).
# 2. Key to interactive: from starting `loupe tmux` (what the key binding runs) to the
#    moment `loupe pick` in the popup has asked for mouse reports (the attached client
#    then turns mouse reporting on in its own terminal, the outer pane, which tmux's
#    mouse_*_flag formats show); polled, so the figure is a few ms coarse. Esc closes it.
# 3. With hyperfine (if installed): the whole `loupe tmux` run from start to exit with
#    a picker that exits at once: process start, capture, snapshot, popup open and close.
set -euo pipefail
scrollback=${1:-0}
loupe=${LOUPE:-$(cd "$(dirname "$0")/../.." && pwd)/.build/release/loupe}
inner=loupe-bench-$$; outer=loupe-bench-outer-$$
sockets=${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)
trap 'tmux -L $inner kill-server 2>/dev/null || true; tmux -L $outer kill-server 2>/dev/null || true; rm -f "$content" "$sockets/$inner" "$sockets/$outer"' EXIT
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
tmux -L $outer -f /dev/null start-server \; set -g default-terminal xterm-256color \; \
  new-session -d -s outer -x 200 -y 51 "env -u TMUX tmux -L $inner -f /dev/null attach -t main"
until tmux -L $inner list-clients | grep -q .; do sleep 0.05; done
until tmux -L $inner capture-pane -p -t %0 | grep -q END; do sleep 0.05; done
socket=$(tmux -L $inner display -p '#{socket_path}')
client=$(tmux -L $inner list-clients -F '#{client_name}' | head -1)
export TMUX="$socket,$$,0"
"$loupe" tmux --bench --target %0 --client "$client" --scrollback "$scrollback"
times=()
for _ in $(seq 1 15); do
  start=$(date +%s%N)
  "$loupe" tmux --target %0 --client "$client" --scrollback "$scrollback" &
  run=$!
  until [ "$(tmux -L $outer display -p -t outer '#{mouse_any_flag}#{mouse_button_flag}')" != "00" ]; do :; done
  end=$(date +%s%N)
  times+=($(( (end - start) / 100000 )))
  tmux -L $outer send-keys -t outer Escape
  wait $run
  until [ "$(tmux -L $outer display -p -t outer '#{mouse_any_flag}#{mouse_button_flag}')" = "00" ]; do sleep 0.01; done
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
median=${sorted[$(( ${#sorted[@]} / 2 ))]}
echo "key to interactive (loupe tmux start to loupe pick asking for the mouse), median of ${#times[@]}: $((median / 10)).$((median % 10)) ms (min $((sorted[0] / 10)).$((sorted[0] % 10)) ms)"
if command -v hyperfine >/dev/null; then
  hyperfine --warmup 3 --runs 30 -N \
    "$loupe tmux --target %0 --client $client --scrollback $scrollback --picker /bin/true"
fi
