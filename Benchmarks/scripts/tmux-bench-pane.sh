# Sourced by the tmux timing scripts: `bench_pane SERVER SCROLLBACK` starts a private tmux server
# (`tmux -L SERVER`, its session `main` one 200x50 pane) showing 50 rows of 200 columns (and
# SCROLLBACK more above), every word in another 256-colour foreground, some bold and backgrounds,
# and waits until they are all there. The caller kills the server; the content's file is removed.
bench_pane() {
  local server=$1 scrollback=$2 content row word line c
  content=$(mktemp)
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
  tmux -L "$server" -f /dev/null start-server \; set -g history-limit 100000 \; \
    new-session -d -s main -x 200 -y 50 "cat '$content'; rm -f '$content'; printf 'END'; exec sleep 100000"
  until tmux -L "$server" capture-pane -p -t %0 | grep -q END; do sleep 0.05; done
}
