#!/usr/bin/env bash
# Runs the public shrinking challenges with the current Hypothesis and with this engine, the
# same generators and properties, 20 seeds each, and prints a Markdown table side by side:
# seeds reaching the stated minimum, median shrink evaluations, median shrink time.
#
# Usage: Scripts/compare-shrinking-with-hypothesis.sh [seeds]
#   seeds  seeds per challenge (default 20)
# Installs the newest Hypothesis from PyPI into .build/hypothesis-venv (made on first use).
# Needs python3 with venv. Run from the package root.
set -euo pipefail
seeds=${1:-20}
venv=.build/hypothesis-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade hypothesis >&2
swift build -c release --product nav-layout-check >&2
out=$(mktemp -d)
echo "Hypothesis ($seeds seeds per challenge)" >&2
"$venv/bin/python" Scripts/shrinking_challenges.py "$seeds" > "$out/hypothesis"
echo "PropertyEngine ($seeds seeds per challenge)" >&2
.build/release/nav-layout-check bench challenges --seeds "$seeds" > "$out/ours"
python3 - "$out" <<'PY'
import json, sys
out = sys.argv[1]
def load(side):
    return {json.loads(l)["workload"].split(" ", 1)[1]: json.loads(l) for l in open(f"{out}/{side}")}
hyp, ours = load("hypothesis"), load("ours")
version = next(iter(hyp.values()))["engine"]
print(f"| challenge | minimum | at minimum: ours / {version} | median evaluations: ours / "
      "Hypothesis shrink phase (after first failure) | median shrink ms: ours / Hypothesis |")
print("|---|---|---|---|---|")
for name, o in ours.items():
    h = hyp.get(name)
    if h is None:
        continue
    print(f"| {name} | `{o['minimum']}` | {o['at_minimum']}/{o['seeds']} / {h['at_minimum']}/{h['seeds']} "
          f"| {o['median_evaluations']} / {h['median_evaluations']} ({h['median_evaluations_after_failure']}) "
          f"| {o['median_shrink_ms']} / {h['median_shrink_ms']} |")
PY
