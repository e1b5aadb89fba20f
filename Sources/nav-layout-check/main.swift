import Benchmarks

import Foundation

// A first, minimal command line: `bench solver` and a placeholder `run`. The full CLI
// (issue 7) replaces this file with a call into ConformanceCLI.

let usage = """
  USAGE: nav-layout-check <subcommand>

  SUBCOMMANDS:
    run             Run a conformance campaign on the embedded reference delegate
                    (not available yet: it needs the layout model and the rule catalogue).
    bench solver    Time the Cassowary solver on workloads W1, W2 and W3 and print one JSON
                    line each, in the shape of shared/bench/kiwi_bench.py. Build with
                    `-c release` for meaningful numbers.
        --repetitions <n>   How many times W1 is built (default 300).

  OPTIONS:
    -h, --help      Show this help.

  EXIT CODES: 0 success, 64 usage error, 70 internal error.
  """

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil, "-h", "--help", "help":
  print(usage)
case "run":
  print("nav-layout-check run: not available yet. The campaign needs the layout model,")
  print("the SDK simulator and the rule catalogue, which are still being built.")
  print("Today: `swift run -c release nav-layout-check bench solver`.")
case "bench":
  let rest = Array(arguments.dropFirst())
  guard rest.first == "solver" else {
    fail("unknown benchmark '\(rest.first ?? "")'; available: solver", code: 64)
  }
  var repetitions = 300
  var index = 1
  while index < rest.count {
    switch rest[index] {
    case "--repetitions":
      guard index + 1 < rest.count, let value = Int(rest[index + 1]), value > 0 else {
        fail("--repetitions needs a positive whole number, e.g. --repetitions 300", code: 64)
      }
      repetitions = value
      index += 2
    case "-h", "--help":
      print(usage)
      exit(0)
    default:
      fail("unknown option '\(rest[index])' for bench solver; see --help", code: 64)
    }
  }
  do {
    _ = try SolverBenchmark.run(repetitions: repetitions) { print($0) }
  } catch {
    fail("solver failed on a benchmark workload: \(error)", code: 70)
  }
default:
  fail("unknown subcommand '\(arguments[0])'; see --help", code: 64)
}
