#!/usr/bin/env bash
# Regenerates the README's pictures of a failure ("Reading a failure"): the failing step of
# the catalogue's logo-moves-after-prompt as SVG (Docs/NLC-005-example.svg) and as PNG
# (Docs/NLC-005-example.png), and a screenshot of its HTML report (Docs/report-example.png).
# Needs Chromium for the PNGs (Scripts/install-chromium.sh); without it only the SVG is made.
#
#   Scripts/make-readme-pictures.sh [nav-layout-check binary]
set -euo pipefail
cd "$(dirname "$0")/.."

TOOL=${1:-.build/release/nav-layout-check}
if [ ! -x "$TOOL" ]; then
  swift build -c release --product nav-layout-check
fi
TOOL=$(cd "$(dirname "$TOOL")" && pwd)/$(basename "$TOOL")
WORK=$(mktemp -d)
# Run from the work directory under the tool's usual name, so the report's commands read
# as a user would type them (`nav-layout-check run … --report report`).
mkdir -p "$WORK/bin"
ln -sf "$TOOL" "$WORK/bin/nav-layout-check"
status=0
(cd "$WORK" && bin/nav-layout-check run --delegate logo-moves-after-prompt --no-seeds --svg svg \
  --report report >/dev/null 2>&1) || status=$?
[ "$status" = 1 ] || { echo "expected the campaign to fail (exit 1), got $status" >&2; exit 1; }
cp "$WORK/svg/NLC-005.svg" Docs/NLC-005-example.svg
echo "wrote Docs/NLC-005-example.svg"

CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$CHROMIUM" ]; then
  echo "no chromium: PNGs not regenerated (Scripts/install-chromium.sh installs it)"
  exit 0
fi
shot() {  # shot OUTPUT.png WIDTH HEIGHT FILE
  timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --window-size="$2,$3" --screenshot="$1" "file://$4" >/dev/null 2>&1 || true
  [ -s "$1" ] || { echo "chromium wrote no $1" >&2; exit 1; }
  echo "wrote $1"
}
# The SVG's own size (its width and height attributes) makes the screenshot exactly fit it.
size=$(sed -n 's/^<svg [^>]* width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1 \2/p' Docs/NLC-005-example.svg)
read -r width height <<<"$size"
shot Docs/NLC-005-example.png "${width%.*}" "${height%.*}" "$PWD/Docs/NLC-005-example.svg"
shot Docs/report-example.png 1000 2000 "$WORK/report/index.html"
