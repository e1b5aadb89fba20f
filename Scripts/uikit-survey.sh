#!/usr/bin/env bash
# Type-checks each UIKit use in Scripts/uikit-survey/snippets.swift on its own against the UIKit
# model (a debug build of the package), and prints the share that compiles and the ones that
# do not, with the compiler's first error for each under --verbose. With --minimum P it exits 1
# when fewer than P percent compile.
# Usage: Scripts/uikit-survey.sh [--verbose] [--minimum P]
set -euo pipefail
cd "$(dirname "$0")/.."
verbose=""
minimum=0
while [ $# -gt 0 ]; do
  case "$1" in
    --verbose) verbose="--verbose"; shift ;;
    --minimum) minimum="$2"; shift 2 ;;
    -h|--help) sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "uikit-survey.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done
swift build --target UIKit >/dev/null
modules=.build/debug/Modules
[ -d "$modules" ] || modules=.build/debug
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
text = open("Scripts/uikit-survey/snippets.swift").read()
blocks = re.split(r"^// MARK: ", text, flags=re.M)[1:]
for block in blocks:
    head, _, body = block.partition("\n")
    number, _, name = head.partition(" ")
    with open(f"{work}/{int(number):03d}.swift", "w") as f:
        f.write(f"// {name}\nimport UIKit\n@MainActor func use(map: UIView, card: UIView, label: UILabel, button: UIButton) {{\n{body}}}\n")
PY
total=0; passed=0; failed=()
for file in "$work"/*.swift; do
  total=$((total + 1))
  if swiftc -typecheck -swift-version 6 -I "$modules" "$file" >"$file.log" 2>&1; then
    passed=$((passed + 1))
  else
    failed+=("$(basename "$file" .swift) $(head -1 "$file" | sed 's#^// ##')")
    if [ "$verbose" = "--verbose" ]; then grep -m2 "error:" "$file.log" || true; fi
  fi
done
echo "UIKit survey: $passed of $total uses compile ($(( passed * 100 / total ))%)"
for line in "${failed[@]}"; do echo "  does not compile: $line"; done
if [ $(( passed * 100 )) -lt $(( minimum * total )) ]; then
  echo "fewer than $minimum% of the survey compiles" >&2
  exit 1
fi
