#!/usr/bin/env bash
# Runs the README's "Testing your own delegate" recipes verbatim, in a scratch folder, as a new
# user would: the package files it shows, the commands it gives, in the README's order.
#
# The README marks what to run with HTML comments before a fenced block:
#   <!-- recipe: file PATH -->                    the block is the file PATH (under the scratch folder)
#   <!-- recipe: run DIR [expect-failure "TEXT"] --> each line of the sh block runs in DIR; with
#                                                  expect-failure it must fail and print TEXT
#   <!-- recipe: fix PATH -->                     the block's lines without "// added" must appear
#                                                  together in PATH; the block replaces them
# The delegate is the guide's sample (Sources/ReferenceDelegates/GuideSampleDelegate.swift) with
# its class renamed, as the README's step 3 says. After the failing run, the Swift test the
# failure printed is pasted into the package, so the fixed run proves a pasted repro turns green.
#
# Usage: Scripts/check-readme-recipes.sh [SCRATCH]   (default: a new temporary folder)
# Needs only the Swift toolchain, bash, awk and sed. Prints each step and its time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${1:-$(mktemp -d /tmp/readme-recipes.XXXXXX)}"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"
echo "README recipes in $scratch"
# The README's layout: this repository beside the user's package, under its own name.
ln -sfn "$root" "$scratch/NavigationLayoutConformance"

# One record per directive: kind, argument line, then the block's lines, ended by a NUL line.
blocks="$scratch/recipes.txt"
awk '
  /^<!-- recipe: / { directive = $0; sub(/^<!-- recipe: /, "", directive); sub(/ -->$/, "", directive); pending = 1; next }
  pending && /^```/ && !inside { inside = 1; print "@@ " directive; next }
  inside && /^```$/ { inside = 0; pending = 0; print "@@end"; next }
  inside { print }
' "$root/README.md" > "$blocks"
count=$(grep -c '^@@ ' "$blocks" || true)
if [ "$count" -lt 8 ]; then
  echo "error: README.md has $count recipe blocks; expected the package files and commands" >&2
  exit 1
fi

step=0
fail() { echo "error: README recipe $step ($1): $2" >&2; exit 1; }

# The delegate: the guide's sample, its class renamed (README, step 3).
delegate_dir="$scratch/MyAppLayoutTests/Sources/AppLayout"
mkdir -p "$delegate_dir"
sed 's/GuideSampleDelegate/MyLayoutDelegate/g' \
  "$root/Sources/ReferenceDelegates/GuideSampleDelegate.swift" > "$delegate_dir/MyLayoutDelegate.swift"

run_block() {  # $1 dir, $2 expectation ("" or the text a failure must print), block on stdin
  local dir="$scratch/$1" expected="$2" line output status
  while IFS= read -r line; do
    case "$line" in ''|'#'*) continue ;; esac
    echo "  \$ $line"
    local started=$SECONDS
    set +e
    output="$(cd "$dir" && bash -c "$line" 2>&1)"
    status=$?
    set -e
    echo "    exit $status after $((SECONDS - started)) s"
    if [ -n "$expected" ]; then
      [ "$status" -ne 0 ] || fail "$line" "it passed; the README says it fails"
      grep -qF -- "$expected" <<<"$output" || { echo "$output" | tail -40; fail "$line" "no \"$expected\" in its output"; }
      # Paste the first printed Swift test into the package, as the README says to.
      local repro="$scratch/MyAppLayoutTests/Tests/AppLayoutTests/PastedReproTests.swift"
      { echo "import NavigationLayoutConformance"; echo "import Testing"; echo "@testable import AppLayout"; echo
        # Swift Testing indents an error's lines under its first: take the indent off.
        awk '!on && /Swift test:$/ { on = 1; indent = length($0) - length("Swift test:"); next }
          on { $0 = substr($0, indent + 1) }
          on && /^\/\/ / { next }
          on { print }
          on && /^}$/ { exit }' <<<"$output"
      } > "$repro"
      grep -q '^@Test func ' "$repro" || fail "$line" "no Swift test printed with the failure"
      echo "    pasted its Swift test: $(grep '^@Test func ' "$repro")"
    elif [ "$status" -ne 0 ]; then
      echo "$output" | tail -60
      fail "$line" "exit $status"
    fi
  done
}

apply_fix() {  # $1 file; block on stdin: lines without "// added" are the context to find
  local file="$scratch/$1" block context
  block="$(cat)"
  context="$(grep -v '// added' <<<"$block")"
  [ -f "$file" ] || fail "fix $1" "no such file"
  awk -v context="$context" -v block="$block" '
    BEGIN { n = split(context, want, "\n") }
    { lines[NR] = $0 }
    END {
      for (i = 1; i + n - 1 <= NR; i++) {
        ok = 1
        for (j = 1; j <= n; j++) if (lines[i + j - 1] != want[j]) { ok = 0; break }
        if (ok) { found = i; break }
      }
      if (!found) exit 3
      for (i = 1; i < found; i++) print lines[i]
      print block
      for (i = found + n; i <= NR; i++) print lines[i]
    }' "$file" > "$file.fixed" || fail "fix $1" "the lines it changes are not in the file"
  mv "$file.fixed" "$file"
}

kind="" argument="" body=""
while IFS= read -r line; do
  if [[ "$line" == "@@ "* ]]; then
    step=$((step + 1))
    read -r kind argument <<<"${line#@@ }"
    body=""
    continue
  fi
  if [ "$line" != "@@end" ]; then
    body+="$line"$'\n'
    continue
  fi
  case "$kind" in
    file)
      echo "[$step] file $argument"
      mkdir -p "$(dirname "$scratch/$argument")"
      printf '%s' "$body" > "$scratch/$argument" ;;
    run)
      read -r dir rest <<<"$argument"
      expected=""
      if [[ "$rest" == expect-failure* ]]; then
        expected="${rest#expect-failure }"; expected="${expected#\"}"; expected="${expected%\"}"
      fi
      echo "[$step] run in $dir${expected:+ (must fail with \"$expected\")}"
      run_block "$dir" "$expected" <<<"$body" ;;
    fix)
      echo "[$step] fix $argument"
      apply_fix "$argument" <<<"${body%$'\n'}" ;;
    *) fail "$kind" "unknown recipe directive \"$kind\"" ;;
  esac
done < "$blocks"
echo "README recipes: all $step steps ran as written"
