# Sourced by the scripts that open real app windows: when no DISPLAY is set, starts Xvfb on
# :${E2E_DISPLAY:-99} for the length of the calling script and stops it on exit.
display_number=${E2E_DISPLAY:-99}
started_xvfb=""
if [ -z "${DISPLAY:-}" ]; then
  Xvfb ":$display_number" -screen 0 1024x900x24 -nolisten tcp >/dev/null 2>&1 &
  started_xvfb=$!
  export DISPLAY=":$display_number"
  sleep 1
fi
stop_virtual_display() { if [ -n "$started_xvfb" ]; then kill "$started_xvfb" 2>/dev/null || true; fi; }
trap stop_virtual_display EXIT
