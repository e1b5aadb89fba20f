@testable import ConformanceCLI
import Foundation
import Testing

@Suite struct AllocatorTuningTests {
  @Test func theTunableIsAddedToWhatTheUserSet() {
    #expect(AllocatorTuning.tunedValue(nil) == "glibc.malloc.tcache_count=256")
    #expect(AllocatorTuning.tunedValue("") == "glibc.malloc.tcache_count=256")
    #expect(
      AllocatorTuning.tunedValue("glibc.malloc.mxfast=0")
        == "glibc.malloc.mxfast=0:glibc.malloc.tcache_count=256")
  }

  @Test func aCacheTheUserChoseIsKept() {
    #expect(AllocatorTuning.tunedValue("glibc.malloc.tcache_count=7") == nil)
    #expect(AllocatorTuning.tunedValue("glibc.malloc.mxfast=0:glibc.malloc.tcache_count=0") == nil)
  }

  /// Only commands that run cases restart: the others finish before a second start pays off.
  @Test func onlyCommandsThatRunCasesRestart() {
    #expect(AllocatorTuning.restarts(["run"]))
    #expect(AllocatorTuning.restarts(["bench", "campaign"]))
    #expect(AllocatorTuning.restarts(["replay", "pe1.AAAA"]))
    #expect(AllocatorTuning.restarts(["shrink", "pe1.AAAA"]))
    #expect(!AllocatorTuning.restarts([]))
    #expect(!AllocatorTuning.restarts(["rules"]))
    #expect(!AllocatorTuning.restarts(["delegates"]))
    #expect(!AllocatorTuning.restarts(["explain", "NLC-003"]))
    #expect(!AllocatorTuning.restarts(["run", "--help"]))
    #expect(!AllocatorTuning.restarts(["bench", "--version"]))
  }

  #if os(Linux)
    /// The running tool (same process, re-executed) carries the tunable, its arguments are the
    /// ones it was given and its name is still the tool's (an independent trial found `exe`
    /// there when the restart executed `/proc/self/exe`: `ps`, `pgrep` and crash reports
    /// showed it).
    @Test(
      .enabled(
        if: ProcessInfo.processInfo.environment["GLIBC_TUNABLES"]?.contains("tcache_count") != true,
        "the environment already chooses the cache"))
    func theToolRunsWithTheLargerCacheUnderItsOwnName() throws {
      let started = try ToolProcess.start(["run", "--time", "30s", "--no-seeds", "--seed", "5"])
      let pid = started.0.processIdentifier
      var environment = ""
      for _ in 0..<50 where !environment.contains("tcache_count") {
        Thread.sleep(forTimeInterval: 0.1)
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") ?? Data()
        environment = String(decoding: data, as: UTF8.self)
      }
      let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
      let name = FileManager.default.contents(atPath: "/proc/\(pid)/comm") ?? Data()
      kill(pid, SIGTERM)
      let finished = ToolProcess.finish(started)
      #expect(environment.contains("GLIBC_TUNABLES=glibc.malloc.tcache_count=256"))
      #expect(
        String(decoding: arguments, as: UTF8.self).split(separator: "\0").dropFirst()
          == ["run", "--time", "30s", "--no-seeds", "--seed", "5"])
      // The kernel keeps the first 15 bytes of the executable's name.
      #expect(String(decoding: name, as: UTF8.self) == "nav-layout-chec\n")
      // Interrupted: the verdict so far, exit 130, as without the tuning.
      #expect(finished.code == 130)
      #expect(finished.output.contains("seed 5"))
    }
  #endif
}
