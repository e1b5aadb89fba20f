"""Runs the shrinking challenges (jlink/shrinking-challenge) with Hypothesis, one campaign per
seed, and prints one JSON line per challenge in the shape of `nav-layout-check bench
challenges`, so Scripts/compare-shrinking-with-hypothesis.sh can put the two side by side.

The generators and properties mirror Sources/Benchmarks/ShrinkingChallenge+Catalogue.swift.
Two evaluation counts are printed, both test-function executions (cache hits run nothing and
are not counted): `median_evaluations`, those inside Hypothesis's shrink phase, and
`median_evaluations_after_failure`, every execution after the first failing one except the
final replay that raises the error, which adds the extra cases Hypothesis generates after a
failure before it shrinks (the engine stops generating at the first failure). Shrink time is
the wall time of the shrink phase. The explain phase is switched off, as the engine has none.

Usage: python3 shrinking_challenges.py [seeds] [challenge ...]
"""
import json
import statistics
import sys
import time

import hypothesis
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st
from hypothesis.internal.conjecture.engine import ConjectureRunner

# Counts executions and time inside the shrink phase.
STATE = {"shrinking": False, "evaluations": 0, "seconds": 0.0}
_original_shrink = ConjectureRunner.shrink_interesting_test_cases


def _counting_shrink(self):
    STATE["shrinking"] = True
    start = time.perf_counter()
    try:
        _original_shrink(self)
    finally:
        STATE["seconds"] += time.perf_counter() - start
        STATE["shrinking"] = False


ConjectureRunner.shrink_interesting_test_cases = _counting_shrink


def int16_sum(values):
    total = sum(values) & 0xFFFF
    return total - 0x10000 if total >= 0x8000 else total


def bound5():
    lists = st.lists(st.integers(-32768, 32767), max_size=1).filter(lambda x: sum(x) < 256)
    return st.tuples(lists, lists, lists, lists, lists), lambda t: int16_sum(
        [v for l in t for v in l]) < 5 * 256


def expression(depth):
    leaf = st.integers()
    if depth == 0:
        return st.one_of(leaf)
    child = expression(depth - 1)
    return st.one_of(leaf, st.tuples(st.just("+"), child, child),
                     st.tuples(st.just("/"), child, child))


def no_literal_zero_divisor(e):
    if isinstance(e, int):
        return True
    if e[0] == "/" and e[2] == 0:
        return False
    return no_literal_zero_divisor(e[1]) and no_literal_zero_divisor(e[2])


def evaluate(e):
    """The value, or None on a division by zero; division truncates, as in Swift."""
    if isinstance(e, int):
        return e
    left, right = evaluate(e[1]), evaluate(e[2])
    if left is None or right is None:
        return None
    if e[0] == "+":
        return left + right
    if right == 0:
        return None
    quotient = abs(left) // abs(right)
    return quotient if (left >= 0) == (right > 0) else -quotient


def calculator():
    return expression(5), lambda e: (not no_literal_zero_divisor(e)) or evaluate(e) is not None


def difference(fails):
    positive = st.integers(min_value=1)
    return st.tuples(positive, positive), lambda p: p[0] < 10 or not fails(abs(p[0] - p[1]))


@st.composite
def list_and_index(draw):
    values = draw(st.lists(st.integers(), min_size=1, max_size=64))
    return values, draw(st.integers(0, len(values) - 1))


def deletion_holds(case):
    values, index = list(case[0]), case[1]
    removed = values[index]
    values.remove(removed)
    return removed not in values


def coupling_holds(values):
    return all(values[j] != i for i, j in enumerate(values) if i != j)


@st.composite
def heap_of(draw, bound, size):
    """A heap of at most about `size` nodes with keys at least `bound`: branch 1 of 1..8 is
    the empty heap, as in the challenge's generator."""
    if draw(st.integers(1, 8)) == 1 or size <= 0:
        return None
    keys = st.integers() if bound is None else st.integers().filter(lambda n: n >= bound)
    key = draw(keys)
    return (key, draw(heap_of(key, size // 2)), draw(heap_of(key, size // 2)))


def stack_order(heap):
    result, stack = [], [heap]
    while stack:
        node = stack.pop()
        if node is not None:
            result.append(node[0])
            stack.extend(node[1:])
    return result


def merge(first, second):
    if first is None:
        return second
    if second is None:
        return first
    if first[0] <= second[0]:
        return (first[0], merge(first[2], second), first[1])
    return (second[0], merge(second[2], first), second[1])


def binheap_holds(heap):
    listed = [] if heap is None else [heap[0]] + stack_order(merge(heap[1], heap[2]))
    return listed == sorted(listed) and sorted(stack_order(heap)) == listed


CHALLENGES = {
    "bound5": ("([], [], [], [-1], [-32768])", bound5),
    "reverse": ("[0, 1]", lambda: (st.lists(st.integers()), lambda l: l[::-1] == l)),
    "lengthlist": ("[900]", lambda: (
        st.integers(1, 100).flatmap(
            lambda n: st.lists(st.integers(0, 1000), min_size=n, max_size=n)),
        lambda l: max(l) < 900)),
    "large_union_list": ("[[0, 1, -1, 2, -2]]", lambda: (
        st.lists(st.lists(st.integers())),
        lambda ls: len(set().union(*map(set, ls))) < 5)),
    "calculator": ("('/', 0, ('+', 0, 0))", calculator),
    "distinct": ("[0, 1, -1]", lambda: (st.lists(st.integers()), lambda l: len(set(l)) < 3)),
    "difference_zero": ("(10, 10)", lambda: difference(lambda d: d == 0)),
    "difference_small": ("(10, 6)", lambda: difference(lambda d: 1 <= d <= 4)),
    "difference_one": ("(10, 9)", lambda: difference(lambda d: d == 1)),
    "deletion": ("([0, 0], 0)", lambda: (list_and_index(), deletion_holds)),
    "coupling": ("[1, 0]", lambda: (
        st.lists(st.integers(0, 10)).filter(lambda l: all(v < len(l) for v in l)),
        coupling_holds)),
    "nestedlists": ("[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]", lambda: (
        st.lists(st.lists(st.integers())), lambda ls: sum(map(len, ls)) <= 10)),
    "binheap": ("(0, None, (0, (0, None, None), (1, None, None)))", lambda: (
        st.integers(0, 20).flatmap(lambda size: heap_of(None, size)), binheap_holds)),
}


def run(name, seed_value):
    """One campaign: returns (shrunk value's repr, shrink-phase evaluations, shrink seconds,
    cases run before the first failure, evaluations after the first failure)."""
    strategy, holds = CHALLENGES[name][1]()
    found = {"value": None, "cases": 0, "failed": False, "after": 0}
    STATE.update(evaluations=0, seconds=0.0)

    @seed(seed_value)
    @settings(max_examples=100_000, database=None, deadline=None, derandomize=False,
              phases=[Phase.generate, Phase.shrink], suppress_health_check=list(HealthCheck),
              report_multiple_bugs=False)
    @given(strategy)
    def test(value):
        if STATE["shrinking"]:
            STATE["evaluations"] += 1
        if found["failed"]:
            found["after"] += 1
        else:
            found["cases"] += 1
        if not holds(value):
            found["failed"] = True
            found["value"] = value
            raise AssertionError(repr(value))

    try:
        test()
    except AssertionError:
        pass
    value = "<no failure found>" if found["value"] is None else repr(found["value"])
    # The last execution after the failure is the final replay.
    return (value, STATE["evaluations"], STATE["seconds"], found["cases"] - 1,
            max(found["after"] - 1, 0))


def main():
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    names = sys.argv[2:] or list(CHALLENGES)
    for name in names:
        minimum = CHALLENGES[name][0]
        runs = [run(name, s) for s in range(1, seeds + 1)]
        print(json.dumps({
            "workload": f"challenge {name}",
            "engine": f"hypothesis {hypothesis.__version__}",
            "seeds": seeds,
            "at_minimum": sum(1 for r in runs if r[0] == minimum),
            "median_evaluations": statistics.median_high([r[1] for r in runs]),
            "median_shrink_ms": round(statistics.median([r[2] for r in runs]) * 1000, 2),
            "median_evaluations_after_failure": statistics.median_high([r[4] for r in runs]),
            "median_cases_to_failure": statistics.median_high([r[3] for r in runs]),
            "minimum": minimum,
            "results": sorted(set(r[0] for r in runs))[:3],
        }), flush=True)


if __name__ == "__main__":
    main()
