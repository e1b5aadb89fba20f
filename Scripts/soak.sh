#!/usr/bin/env bash
# Soak test: runs a delegate (the reference by default) over every environment, CASES cases
# per seed for each seed in FIRST..LAST, and stops at the first seed whose campaign does not
# conform (its repro is printed). A long campaign is where rare false alarms show up: a
# conforming delegate must stay green here (CONFORMANCE.md §1c).
#
# Usage: Scripts/soak.sh [--cases N] [--seeds FIRST-LAST] [--jobs J] [--delegate NAME]
# Defaults: 100000 cases, seeds 0-9 (one million cases), 1 job (in process), the reference.
set -euo pipefail
cd "$(dirname "$0")/.."

cases=100000
seeds="0-9"
jobs=1
delegate=reference
while [ $# -gt 0 ]; do
  case "$1" in
    --cases) cases="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --delegate) delegate="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "soak.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done
first="${seeds%-*}"
last="${seeds#*-}"

swift build -c release --product nav-layout-check >/dev/null
tool=.build/release/nav-layout-check
start=$(date +%s)
for seed in $(seq "$first" "$last"); do
  echo "== seed $seed: $cases cases of $delegate over all environments, $jobs job(s)"
  parallel=()
  # One job runs in process; more run in child processes (--jobs implies --isolate).
  if [ "$jobs" -gt 1 ]; then parallel=(--jobs "$jobs"); fi
  "$tool" run --delegate "$delegate" --profile all --cases "$cases" --seed "$seed" \
    "${parallel[@]}"
done
echo "soak passed: $(( (last - first + 1) * cases )) cases in $(( $(date +%s) - start )) s"
