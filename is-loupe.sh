# Whether an executable is Loupe, this terminal program, and not another program of that name
# (GNOME's image viewer is /usr/bin/loupe on Debian 13, Fedora Workstation and recent Ubuntu).
#
#   sh is-loupe.sh FILE     status 0: FILE is a Loupe; 1: it is another program, or none
#   . is-loupe.sh           defines is_loupe FILE (loupe.tmux sources it)
#
# The one test `make install` (before it puts a loupe where another would be hidden or replaced)
# and loupe.tmux (before it binds a key to one) both use. FILE is a Loupe when
#   - `FILE --version` says "(Loupe for the terminal)" before the version, as every Loupe does
#     (`loupe (Loupe for the terminal) 0.1.0`; LoupeVersion.mark), where other programs print a
#     bare version, their name and version, or an error; or
#   - the manifest of the `make install` that put FILE there lists it (PREFIX/share/NAME/installed-files
#     for PREFIX/bin/NAME): a Loupe installed before its --version said so.
# --version is the one option safe to give a program that may not be ours, and it gets 5 seconds.

is_loupe() {
  case "$1" in */*) ;; *) set -- "./$1" ;; esac
  [ -f "$1" ] && [ -x "$1" ] || return 1
  case "$(timeout 5 "$1" --version 2>/dev/null </dev/null)" in
    *" (Loupe for the terminal) "[0-9]*) return 0 ;;
  esac
  is_loupe_manifest="${1%/*}/../share/${1##*/}/installed-files"
  [ -f "$is_loupe_manifest" ] || return 1
  while IFS= read -r is_loupe_listed; do
    case "$is_loupe_listed" in
      */bin/"${1##*/}") [ "$is_loupe_listed" -ef "$1" ] && return 0 ;;
    esac
  done < "$is_loupe_manifest"
  return 1
}

# Run as a command (not sourced): test the one file named.
case "${0##*/}" in
  is-loupe.sh) [ $# -eq 1 ] || { echo "usage: sh is-loupe.sh FILE" >&2; exit 2; }; is_loupe "$1" ;;
esac
