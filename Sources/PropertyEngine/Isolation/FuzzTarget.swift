/// Runs a property on one libFuzzer input, reading its choices from the raw bytes, so
/// coverage-guided fuzzing explores the same choice stream as campaigns do.
///
/// A failing case traps with the failure and its replay token, which is how libFuzzer
/// recognises a crash and saves the input; a replay of the token reproduces it in a campaign.
///
/// Build steps (Linux, swift.org toolchain; Xcode does not ship the fuzzer runtime): make an
/// executable target whose only file defines the entry point,
///
/// ```swift
/// import PropertyEngine
///
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
///   FuzzTarget.run(myProperty, bytes: UnsafeBufferPointer(start: data, count: size))
///   return 0
/// }
/// ```
///
/// then build it with the fuzzer sanitizer and run it on a corpus directory:
///
/// ```sh
/// swift build -c release --product my-fuzz-target \
///   -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library
/// mkdir -p corpus && .build/release/my-fuzz-target corpus -max_total_time=60
/// ```
///
/// The executable must not have top-level code (`-parse-as-library`), because libFuzzer
/// provides `main`.
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
