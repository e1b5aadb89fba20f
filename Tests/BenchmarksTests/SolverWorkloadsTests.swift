import Benchmarks
import Cassowary
import Testing

/// The workloads must reach kiwisolver's checksums (shared/bench/WORKLOADS.md), or their
/// timings do not count. The figures below are what `kiwi_bench.py` prints.
@Suite("Solver workloads reach kiwisolver's checksums")
struct SolverWorkloadsTests {
  @Test("W1 nav on 393 × 852: checksum 19827, with hand-checked frames")
  func navigationScreen() throws {
    let (solver, variables) = try SolverWorkloads.navigationScreen(width: 393, height: 852)
    #expect(SolverWorkloads.checksum(variables, in: solver) == 19827)
    func frame(_ item: Int) -> [Double] {
      (0..<4).map { solver.value(of: variables[item * 4 + $0]) }
    }
    // Items: root, safe, guide, turn, eta, logo, vp, stack, prompt, speed, c0...c9.
    // The guide's bottom wants the safe bottom (818) but must stay above the ETA card
    // (852 - 80 = 772) and the prompt (852 - 140 = 712): 712.
    #expect(frame(2) == [0, 712, 0, 0])
    #expect(frame(6) == [0, 120, 393, 592])  // viewport: under the turn card down to the guide
    #expect(frame(5) == [0, 688, 70, 24])  // logo sits on the guide
    #expect(frame(9) == [8, 616, 64, 64])  // speed widget 8 above the logo
    #expect(frame(10) == [16, 738, 361, 30])  // first custom view: 4 above the ETA card
  }

  @Test("W2 chain: checksum after build is 18 n", arguments: [(100, 1800.0), (400, 7200.0)])
  func chain(n: Int, checksum: Double) throws {
    var (solver, total) = try SolverWorkloads.chain(n)
    #expect(solver.value(of: total) == checksum)
    try solver.suggestValue(total, Double(n * 30))
    solver.updateVariables()
    #expect(solver.value(of: total) == Double(n * 30))
  }

  @Test("W3 grid 10 × 10: checksum 110000, every cell 100 × 100")
  func grid() throws {
    let (solver, variables) = try SolverWorkloads.grid(rows: 10, columns: 10)
    #expect(SolverWorkloads.checksum(variables, in: solver) == 110_000)
    // Cell (3, 4): x = 4 × 100, y = 3 × 100.
    let cell = (3 * 10 + 4) * 4
    #expect((0..<4).map { solver.value(of: variables[cell + $0]) } == [400, 300, 100, 100])
  }
}
