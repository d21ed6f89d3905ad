#!/usr/bin/env bash
# A real window, driven as a user drives it: an X server (Xvfb), a window manager (openbox) and
# key presses through the X server (xdotool), with empty settings, for each screen size a
# classroom meets (1920x1080 projector, 1366x768 and 1280x800 laptops), in English and Chinese,
# in normal and presenter mode. What only a real window shows, checked here:
#   - the window the app opens, title bar and frame included, lies inside the screen;
#   - the page keys reach the app through a real X server and the window title names the page
#     (Ctrl+2 turns the page, Ctrl+1 turns it back to the first title);
#   - a first start's welcome dialog closes with Escape;
#   - Fit this page (Ctrl+0) changes what is shown (from normal mode) and keeps the window
#     inside the screen;
#   - Ctrl+Q quits with status 0, leaving no process behind.
# A screenshot of each state goes to OUTDIR for a person to look at.
#   real_window.sh APP OUTDIR
set -euo pipefail
APP="$1"
OUT="$2"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
XVFB_PID=""
WM_PID=""
APP_PID=""
cleanup() {
  for pid in "$APP_PID" "$WM_PID" "$XVFB_PID"; do
    [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  done
  rm -rf "$WORK"
}
trap cleanup EXIT

fail() { echo "real_window: FAIL: $*" >&2; exit 1; }

# until COND...: runs COND every 50 ms until it succeeds; fails after 15 s. Polls a condition
# the X server or the app makes true; it never stands in for one.
until_true() {
  local i
  for ((i = 0; i < 300; i++)); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.05
  done
  return 1
}

# A screenshot once the screen is at rest: unchanged over four captures 250 ms apart (a resize,
# a repaint, or a busy moment of the app in flight otherwise shows a half-drawn frame: Xvfb
# has no compositor). Gives up after 20 s and keeps the last capture.
settled_shot() {
  local file="$1" prev="" sum i same=0
  for ((i = 0; i < 80; i++)); do
    import -window root "$WORK/shot.png"
    sum="$(convert "$WORK/shot.png" rgb:- | md5sum)"
    if [ "$sum" = "$prev" ]; then
      same=$((same + 1))
      ((same >= 3)) && break
    else
      same=0
    fi
    prev="$sum"
    sleep 0.25
  done
  mv "$WORK/shot.png" "$file"
}

title_of() { xdotool getwindowname "$1"; }
title_is_not() { [ "$(title_of "$1")" != "$2" ]; }
title_is() { [ "$(title_of "$1")" = "$2" ]; }
wm_ready() { xprop -root _NET_SUPPORTING_WM_CHECK | grep -q 'window id'; }
# The main window's title is "<page> — Redlock Lab" (the welcome dialog's names the app too).
MAIN_TITLE='— Redlock'
WELCOME_TITLE='Welcome|欢迎'
app_window() { xdotool search --onlyvisible --name "$MAIN_TITLE" | head -1 | grep -q .; }
no_welcome() { ! xdotool search --onlyvisible --name "$WELCOME_TITLE" | grep -q .; }
shots_differ() { ! cmp -s "$1" "$2"; }
exited() { ! kill -0 "$1" 2>/dev/null; }

# The outer frame (the decorated window openbox puts around ours) must lie inside the screen.
check_inside() {
  local wid="$1" sw="$2" sh="$3" what="$4"
  # xwininfo's absolute corner is the client's (xdotool's adds the frame's offset twice under a
  # reparenting window manager).
  local info x y w h
  info="$(xwininfo -id "$wid")"
  x="$(sed -n 's/.*Absolute upper-left X: *//p' <<<"$info")"
  y="$(sed -n 's/.*Absolute upper-left Y: *//p' <<<"$info")"
  w="$(sed -n 's/.*Width: *//p' <<<"$info")"
  h="$(sed -n 's/.*Height: *//p' <<<"$info")"
  local ext left right top bottom
  ext="$(xprop -id "$wid" _NET_FRAME_EXTENTS 2>/dev/null | sed -n 's/.*= //p' | tr -d ' ')"
  IFS=, read -r left right top bottom <<<"${ext:-0,0,0,0}"
  ((x - left >= 0 && y - top >= 0)) ||
    fail "$what: the window's frame starts off screen at ($((x - left)), $((y - top)))"
  ((x + w + right <= sw && y + h + bottom <= sh)) ||
    fail "$what: the window (${w}x${h} at $x,$y, frame $left,$right,$top,$bottom) does not fit the ${sw}x${sh} screen"
}

run_case() {
  local size="$1" lang="$2" mode="$3"
  local sw="${size%x*}" sh="${size#*x}" name="$lang-$size-$mode"
  local dpy_file="$WORK/display" config="$WORK/config-$name"
  mkdir -p "$config"
  : >"$dpy_file"
  Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp 3>"$dpy_file" 2>"$WORK/xvfb.log" &
  XVFB_PID=$!
  until_true test -s "$dpy_file" || fail "$name: Xvfb did not start: $(cat "$WORK/xvfb.log")"
  export DISPLAY=":$(head -1 "$dpy_file")"
  # openbox once more if it is not up in 15 s (seen once in a full suite run); its log in the
  # message if the second try fails too.
  local try
  for try in 1 2; do
    openbox --sm-disable >"$WORK/openbox.log" 2>&1 &
    WM_PID=$!
    until_true wm_ready && break
    kill "$WM_PID" 2>/dev/null && wait "$WM_PID" 2>/dev/null || true
    WM_PID=""
    ((try == 2)) && fail "$name: openbox did not start on $DISPLAY: $(tail -3 "$WORK/openbox.log")"
  done

  local args=(--lang "$lang")
  [ "$mode" = presenter ] && args+=(--presenter)
  # Empty settings: a configuration directory of its own, as on a first start.
  XDG_CONFIG_HOME="$config" QT_QPA_PLATFORM=xcb "$APP" "${args[@]}" >"$WORK/app.log" 2>&1 &
  APP_PID=$!
  until_true app_window || fail "$name: no window appeared: $(tail -5 "$WORK/app.log")"
  local wid
  wid="$(xdotool search --onlyvisible --name "$MAIN_TITLE" | head -1)"
  # A first start offers the guided course in a dialog of its own (not in presenter mode); a
  # user answers it before anything else: here with Escape, "explore freely".
  local welcome
  welcome="$(xdotool search --onlyvisible --name "$WELCOME_TITLE" | head -1 || true)"
  if [ -n "$welcome" ]; then
    xdotool windowactivate --sync "$welcome" || true
    xdotool key --clearmodifiers Escape
    until_true no_welcome || fail "$name: Escape did not close the welcome dialog"
  fi
  xdotool windowactivate --sync "$wid" || true
  until_true test "$(xdotool getactivewindow)" = "$wid" || fail "$name: the window never got the focus"
  check_inside "$wid" "$sw" "$sh" "$name (first start)"
  settled_shot "$OUT/$name-1.png"

  local first second
  first="$(title_of "$wid")"
  [[ "$first" == *Redlock* ]] || fail "$name: window title '$first' does not name the app"
  xdotool key --clearmodifiers ctrl+2
  until_true title_is_not "$wid" "$first" || fail "$name: Ctrl+2 did not turn the page (title stayed '$first')"
  second="$(title_of "$wid")"
  settled_shot "$WORK/before-fit.png"
  xdotool key --clearmodifiers ctrl+0
  until_true title_is "$wid" "$second" || fail "$name: Fit this page changed the page"
  if [ "$mode" = normal ]; then
    # Fit this page turns presenter mode on: the page list folds away, the text grows.
    settled_shot "$WORK/after-fit.png"
    shots_differ "$WORK/before-fit.png" "$WORK/after-fit.png" ||
      fail "$name: Ctrl+0 (Fit this page) changed nothing on screen"
  fi
  check_inside "$wid" "$sw" "$sh" "$name (page 2, fitted)"
  settled_shot "$OUT/$name-2.png"
  xdotool key --clearmodifiers ctrl+1
  until_true title_is "$wid" "$first" || fail "$name: Ctrl+1 did not return to '$first' (title '$(title_of "$wid")')"

  xdotool key --clearmodifiers ctrl+q
  until_true exited "$APP_PID" || fail "$name: Ctrl+Q did not quit"
  local status=0
  wait "$APP_PID" || status=$?
  APP_PID=""
  ((status == 0)) || fail "$name: the app exited with status $status: $(tail -5 "$WORK/app.log")"
  echo "real_window: $name: window inside the screen, '$first' -> '$second' -> back, quit 0"

  kill "$WM_PID" && wait "$WM_PID" 2>/dev/null || true
  WM_PID=""
  kill "$XVFB_PID" && wait "$XVFB_PID" 2>/dev/null || true
  XVFB_PID=""
}

for size in 1920x1080 1366x768 1280x800; do
  for lang in en zh_CN; do
    for mode in normal presenter; do
      run_case "$size" "$lang" "$mode"
    done
  done
done
echo "real_window: 12 windows passed; screenshots in $OUT"
