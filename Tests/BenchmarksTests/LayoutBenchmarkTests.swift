import Testing

@testable import Benchmarks

@MainActor
@Suite("Layout benchmark")
struct LayoutBenchmarkTests {
  @Test("the 20-view screen lays out without issues and a constant change moves one view")
  func screenLaysOut() {
    let screen = LayoutBenchmark.Screen()
    screen.layout()
    #expect(screen.issueCount == 0)
    let before = screen.checksum
    screen.changeOneConstant(to: 24)
    // The first row's top moves from 16 to 24: every row below moves 8 pt down with it.
    #expect(screen.checksum != before)
  }
}
