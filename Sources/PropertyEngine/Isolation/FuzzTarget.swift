/// Runs a property on one libFuzzer input, reading its choices from the raw bytes, so
/// coverage-guided fuzzing explores the same choice stream as campaigns do.
///
/// A failing case traps with the failure and its replay token, which is how libFuzzer
/// recognises a crash and saves the input; a replay of the token reproduces it in a campaign.
///
/// Build steps (Linux, swift.org toolchain; Xcode does not ship the fuzzer runtime). SwiftPM
/// renames an executable's `main` to `<module>_main`, so `-sanitize=fuzzer` (whose runtime
/// brings its own `main`) fails to link there; instead the executable keeps its `main` and
/// hands control to libFuzzer's driver, and is built with coverage instrumentation plus the
/// runtime archive without `main`. The executable's `main.swift`:
///
/// ```swift
/// import Glibc
/// import PropertyEngine
///
/// @_silgen_name("LLVMFuzzerRunDriver")
/// func runFuzzerDriver(
///   _ argc: UnsafeMutablePointer<CInt>,
///   _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
///   _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
/// ) -> CInt
///
/// var argc = CommandLine.argc
/// var argv = CommandLine.unsafeArgv
/// exit(runFuzzerDriver(&argc, &argv) { data, size in
///   FuzzTarget.run(myProperty, bytes: UnsafeBufferPointer(start: data, count: size))
///   return 0
/// })
/// ```
///
/// Build and run it (the archive path is the toolchain's clang resource directory):
///
/// ```sh
/// swift build -c release --product my-fuzz-target \
///   -Xswiftc -sanitize=address \
///   -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
///   -Xlinker "$(dirname "$(dirname "$(which swift)")")/lib/clang/21/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a" \
///   -Xlinker -lstdc++
/// mkdir -p corpus && .build/release/my-fuzz-target corpus -max_total_time=60
/// ```
///
/// Outside SwiftPM, a single `swiftc -sanitize=fuzzer -parse-as-library` build of a file that
/// defines `@_cdecl("LLVMFuzzerTestOneInput")` works too.
public enum FuzzTarget {
  /// Runs one case from fuzzer bytes; returns quietly unless the property fails.
  ///
  /// - Parameters:
  ///   - property: The property under test.
  ///   - bytes: The fuzzer's input; too few bytes make an overrun, which is ignored.
  /// - Returns: The execution, when the case did not fail (a failure traps instead).
  @discardableResult
  public static func run<Value>(
    _ property: Property<Value>, bytes: UnsafeBufferPointer<UInt8>
  ) -> CaseExecution {
    let execution = property.execute(source: ByteChoiceSource(Array(bytes)))
    if let failure = execution.outcome.failure {
      fatalError(
        "\(property.name) failed (\(failure)); replay token "
          + ReplayToken(sequence: execution.sequence).text)
    }
    return execution
  }
}
