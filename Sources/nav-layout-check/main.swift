import Benchmarks
import Foundation

// A first, minimal command line: `bench` and a placeholder `run`. The full CLI (issue 7)
// replaces this file with a call into ConformanceCLI.

let usage = """
  USAGE: nav-layout-check <subcommand> [options]

  SUBCOMMANDS:
    run                 Run a conformance campaign on the embedded reference delegate
                        (not available yet: it needs the lifecycle driver and the rule
                        catalogue).
    bench solver        Time the Cassowary solver on workloads W1, W2 and W3 and print one
                        JSON line each, in the shape of shared/bench/kiwi_bench.py.
      --repetitions <n>   How many times W1 is built (default 300).
    bench engine        Time the property engine on a trivial property (cases per second).
      --cases <n>         How many cases to run (default 1000000).
    bench layout        Time the UIKit model on a 20-view screen: re-layout after one
                        constant changes, against a full rebuild.
      --layouts <n>       How many re-layouts the median is taken over (default 2000).
    bench               All of the above.

  Build with `-c release` for meaningful numbers: swift run -c release nav-layout-check bench

  OPTIONS:
    -h, --help          Show this help.

  EXIT CODES: 0 success, 64 usage error, 70 internal error.
  """

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(code)
}

/// Reads `--name <positive integer>` options; anything else is a usage error.
func options(_ arguments: ArraySlice<String>, allowed: [String]) -> [String: Int] {
  var values: [String: Int] = [:]
  var rest = arguments
  while let option = rest.popFirst() {
    if option == "-h" || option == "--help" {
      print(usage)
      exit(0)
    }
    guard allowed.contains(option) else {
      fail("unknown option '\(option)'; see --help", code: 64)
    }
    guard let text = rest.popFirst(), let value = Int(text), value > 0 else {
      fail("\(option) needs a positive whole number, e.g. \(option) 300", code: 64)
    }
    values[option] = value
  }
  return values
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "-h", "--help", "help":
  print(usage)
case "run":
  if let extra = arguments.dropFirst().first {
    if extra == "-h" || extra == "--help" {
      print(usage)
      exit(0)
    }
    fail("run takes no options yet ('\(extra)'): campaigns are not available yet", code: 64)
  }
  print("nav-layout-check run: not available yet. The campaign needs the lifecycle driver")
  print("and the rule catalogue, which are still being built; the solver, the UIKit model,")
  print("the SDK simulator and the property engine are in place.")
  print("Today: `swift run -c release nav-layout-check bench`.")
case "bench":
  let known = ["solver", "engine", "layout"]
  let target = arguments.dropFirst().first.flatMap { known.contains($0) ? $0 : nil }
  if let first = arguments.dropFirst().first, target == nil, !first.hasPrefix("-") {
    fail("unknown benchmark '\(first)'; available: \(known.joined(separator: ", "))", code: 64)
  }
  let chosen = target.map { [$0] } ?? known
  let allowed = [
    "solver": "--repetitions", "engine": "--cases", "layout": "--layouts",
  ]
  let values = options(
    arguments.dropFirst(target == nil ? 1 : 2), allowed: chosen.compactMap { allowed[$0] })
  if chosen.contains("solver") {
    do {
      _ = try SolverBenchmark.run(repetitions: values["--repetitions"] ?? 300) { print($0) }
    } catch {
      fail("the solver failed on a benchmark workload: \(error)", code: 70)
    }
  }
  if chosen.contains("engine") {
    print(EngineBenchmark.run(cases: values["--cases"] ?? 1_000_000))
  }
  if chosen.contains("layout") {
    _ = LayoutBenchmark.run(repetitions: values["--layouts"] ?? 2000) { print($0) }
  }
default:
  fail("unknown subcommand '\(arguments[0])'; see --help", code: 64)
}
