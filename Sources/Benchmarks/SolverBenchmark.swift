public import Cassowary

/// Times the ``SolverWorkloads`` the way `kiwi_bench.py` times kiwisolver and prints the same
/// JSON lines, so the two outputs can be read side by side.
public enum SolverBenchmark {
  /// Runs W1, W2 (n = 100, 400) and W3 (10×10, 20×20) and returns one JSON line each.
  ///
  /// Times are medians in microseconds of `repetitions` runs for W1, 5 builds and 3 edit
  /// cycles of 200 suggestions for W2, and 3 (10×10) or 1 (20×20) builds for W3, as in the
  /// script.
  ///
  /// - Parameters:
  ///   - repetitions: How many times W1 is built (the script's argument; 300 in WORKLOADS.md).
  ///   - progress: Called with each line as soon as it is ready.
  /// - Returns: The JSON lines, W1 first.
  /// - Throws: ``SolverError`` if a workload fails to build, which is a solver bug.
  public static func run(repetitions: Int = 300, progress: (String) -> Void = { _ in })
    throws(SolverError) -> [String]
  {
    var lines: [String] = []
    func emit(_ line: String) {
      lines.append(line)
      progress(line)
    }

    let navigation = try BenchmarkTiming.median(repetitions) { () throws(SolverError) in
      _ = try SolverWorkloads.navigationScreen(width: 393, height: 852)
    }
    let (screen, screenVariables) = try SolverWorkloads.navigationScreen(width: 393, height: 852)
    emit(
      #"{"workload": "W1 nav", "median_us": \#(BenchmarkTiming.format(navigation, 1)), "checksum": \#(BenchmarkTiming.format(SolverWorkloads.checksum(screenVariables, in: screen), 3))}"#
    )

    for n in [100, 400] {
      let build = try BenchmarkTiming.median(5) { () throws(SolverError) in
        _ = try SolverWorkloads.chain(n)
      }
      var (solver, total) = try SolverWorkloads.chain(n)
      let edits = try BenchmarkTiming.median(3) { () throws(SolverError) in
        for k in 0..<200 {
          try solver.suggestValue(total, Double(n * 30 + k))
          solver.updateVariables()
        }
      }
      let (fresh, freshTotal) = try SolverWorkloads.chain(n)
      emit(
        #"{"workload": "W2 chain n=\#(n)", "build_solve_us": \#(BenchmarkTiming.format(build, 1)), "edit_cycle_us": \#(BenchmarkTiming.format(edits / 200, 2)), "checksum_after_build": \#(BenchmarkTiming.format(fresh.value(of: freshTotal), 3))}"#
      )
    }

    for size in [10, 20] {
      let build = try BenchmarkTiming.median(size <= 10 ? 3 : 1) { () throws(SolverError) in
        _ = try SolverWorkloads.grid(rows: size, columns: size)
      }
      let (solver, cells) = try SolverWorkloads.grid(rows: size, columns: size)
      emit(
        #"{"workload": "W3 grid \#(size)x\#(size)", "build_solve_us": \#(BenchmarkTiming.format(build, 1)), "checksum": \#(BenchmarkTiming.format(SolverWorkloads.checksum(cells, in: solver), 3))}"#
      )
    }
    return lines
  }
}
