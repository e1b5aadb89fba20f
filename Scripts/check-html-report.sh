#!/usr/bin/env bash
# Opens a campaign's HTML report (`run --report DIR`) in headless Chromium and checks what a
# browser makes of it: the page renders to a screenshot of the requested size that is not
# blank, the DOM holds the verdict, the pictures and the tables, and the browser logs no
# console error nor failed load. Skips (exit 0) with a message when Chromium is missing
# (Scripts/install-chromium.sh installs it).
#
#   Scripts/check-html-report.sh [nav-layout-check binary] [output directory]
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$CHROMIUM" ]; then
  echo "html report check skipped: no chromium here (Scripts/install-chromium.sh installs it)"
  exit 0
fi
TOOL=${1:-.build/release/nav-layout-check}
OUT=${2:-$(mktemp -d)}
if [ ! -x "$TOOL" ]; then
  swift build -c release --product nav-layout-check
fi
mkdir -p "$OUT"
WIDTH=1100
HEIGHT=1600

fail() { echo "html report check FAILED: $*" >&2; exit 1; }

# A failing campaign (the README's example) and a passing one with its coverage tables.
status=0
"$TOOL" run --delegate logo-moves-after-prompt --no-seeds --report "$OUT/failing" >/dev/null 2>&1 || status=$?
[ "$status" = 1 ] || fail "the failing campaign exited $status, expected 1"
"$TOOL" run --cases 300 --no-seeds --report "$OUT/passing" >/dev/null 2>&1 || fail "the passing campaign failed"

chrome() {
  # --no-sandbox: CI containers run as root; --disable-gpu: no GPU there.
  timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --no-first-run --disable-extensions --enable-logging=stderr --v=0 "$@"
}

for page in failing passing; do
  html="$OUT/$page/index.html"
  [ -s "$html" ] || fail "$html was not written"
  url="file://$(cd "$OUT/$page" && pwd)/index.html"
  png="$OUT/$page.png"
  rm -f "$png"
  chrome --window-size=$WIDTH,$HEIGHT --screenshot="$png" "$url" \
    >"$OUT/$page-screenshot.log" 2>&1 || true
  [ -s "$png" ] || fail "no screenshot of $html (see $OUT/$page-screenshot.log)"
  # The PNG's IHDR: width and height, big-endian, at bytes 16 to 23.
  size=$(od -An -tu1 -j16 -N8 "$png" | tr -s ' ' | sed 's/^ //')
  read -r w1 w2 w3 w4 h1 h2 h3 h4 <<<"$size"
  w=$(( (w1 << 24) | (w2 << 16) | (w3 << 8) | w4 ))
  h=$(( (h1 << 24) | (h2 << 16) | (h3 << 8) | h4 ))
  [ "$w" = $WIDTH ] && [ "$h" = $HEIGHT ] || fail "$png is ${w}×${h}, expected ${WIDTH}×${HEIGHT}"
  # A blank page compresses to a few kilobytes; pictures and tables do not.
  bytes=$(wc -c <"$png")
  [ "$bytes" -gt 40000 ] || fail "$png is $bytes bytes: the page looks blank"
  # Errors the page itself caused: console messages, failed loads, blocked resources.
  if grep -E "CONSOLE|Uncaught|Failed to load resource|net::ERR_" "$OUT/$page-screenshot.log"; then
    fail "the browser logged errors for $html (above)"
  fi
  chrome --dump-dom "$url" >"$OUT/$page-dom.html" 2>"$OUT/$page-dom.log" || true
  grep -q '<p class="verdict' "$OUT/$page-dom.html" || fail "$page: no verdict in the rendered DOM"
  grep -q '<h2>Coverage</h2>' "$OUT/$page-dom.html" || fail "$page: no coverage tables"
  grep -q '<svg' "$OUT/$page-dom.html" || [ "$page" = passing ] || fail "$page: no pictures"
  echo "html report check: $page report rendered ${w}×${h}, $bytes bytes, no console errors ($png)"
done
grep -q 'class="frame failing"' "$OUT/failing-dom.html" || fail "failing: no failing step in the filmstrip"
echo "html report check passed"
