#!/usr/bin/env bash
# Times the Cassowary solver and kiwisolver on the same workloads (W1 nav, W2 chain, W3 grid,
# shared/bench/WORKLOADS.md), alternating the two several times in one run, and prints each
# workload's best median per side, the ratio ours / kiwi, and whether the checksums agree.
#
# Usage: Scripts/compare-with-kiwi.sh [rounds] [w1-repetitions]
#   rounds          how many times each side runs, alternating (default 3)
#   w1-repetitions  how many W1 builds each median is taken over (default 300)
# Needs python3; installs kiwisolver from PyPI if it is missing. Run from the package root.
set -euo pipefail
rounds=${1:-3}
reps=${2:-300}
script=${KIWI_BENCH:-../shared/bench/kiwi_bench.py}
[ -f "$script" ] || { echo "error: $script not found; set KIWI_BENCH to kiwi_bench.py" >&2; exit 65; }
python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install --quiet kiwisolver
swift build -c release --product nav-layout-check >&2
out=$(mktemp -d)
for round in $(seq "$rounds"); do
  echo "round $round/$rounds: kiwisolver" >&2
  python3 "$script" "$reps" > "$out/kiwi.$round"
  echo "round $round/$rounds: Cassowary" >&2
  .build/release/nav-layout-check bench solver --repetitions "$reps" > "$out/ours.$round"
done
python3 - "$out" "$rounds" <<'PY'
import json, sys, glob
out, rounds = sys.argv[1], int(sys.argv[2])
def load(side):
    best = {}
    for path in sorted(glob.glob(f"{out}/{side}.*")):
        for line in open(path):
            row = json.loads(line)
            name = row.pop("workload")
            for key, value in row.items():
                if key.startswith("checksum"):
                    best.setdefault(name, {})[key] = value
                else:
                    cur = best.setdefault(name, {}).get(key)
                    best[name][key] = value if cur is None else min(cur, value)
    return best
kiwi, ours = load("kiwi"), load("ours")
print(f"{'workload':<18} {'measure':<16} {'kiwisolver':>12} {'Cassowary':>12} {'ratio':>7}  checksum")
for name in kiwi:
    k, o = kiwi[name], ours.get(name, {})
    ck = next(v for key, v in k.items() if key.startswith("checksum"))
    co = next((v for key, v in o.items() if key.startswith("checksum")), None)
    same = co is not None and abs(ck - co) <= 1e-6 * max(1.0, abs(ck))
    for key in k:
        if key.startswith("checksum"): continue
        ratio = o[key] / k[key] if key in o else float("nan")
        print(f"{name:<18} {key:<16} {k[key]:>12.2f} {o.get(key, float('nan')):>12.2f} {ratio:>7.3f}  {'equal' if same else f'DIFFERENT ({ck} vs {co})'}")
print(f"(microseconds; best of {rounds} alternating runs per side; ratio = Cassowary / kiwisolver)")
PY
