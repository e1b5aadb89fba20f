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

  #if os(Linux)
    /// The running tool (same process, re-executed) carries the tunable, and its arguments are
    /// the ones it was given: the campaign it runs is the one asked for.
    @Test(
      .enabled(
        if: ProcessInfo.processInfo.environment["GLIBC_TUNABLES"]?.contains("tcache_count") != true,
        "the environment already chooses the cache"))
    func theToolRunsWithTheLargerCache() throws {
      let started = try ToolProcess.start(["run", "--time", "30s", "--no-seeds", "--seed", "5"])
      let pid = started.0.processIdentifier
      var environment = ""
      for _ in 0..<50 where !environment.contains("tcache_count") {
        Thread.sleep(forTimeInterval: 0.1)
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") ?? Data()
        environment = String(decoding: data, as: UTF8.self)
      }
      let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
      kill(pid, SIGTERM)
      let finished = ToolProcess.finish(started)
      #expect(environment.contains("GLIBC_TUNABLES=glibc.malloc.tcache_count=256"))
      #expect(
        String(decoding: arguments, as: UTF8.self).split(separator: "\0").dropFirst()
          == ["run", "--time", "30s", "--no-seeds", "--seed", "5"])
      // Interrupted: the verdict so far, exit 130, as without the tuning.
      #expect(finished.code == 130)
      #expect(finished.output.contains("seed 5"))
    }
  #endif
}
