#if canImport(Glibc)
  private import Glibc
#elseif canImport(Darwin)
  private import Darwin
#endif

/// Unbuffered reads and writes on raw file descriptors, with a time limit on reads, for
/// talking to isolation workers without blocking on a hung child.
///
/// ```swift
/// _ = FileDescriptorIO.writeAll(Array("pe1.AA\n".utf8), to: requestDescriptor)
/// ```
enum FileDescriptorIO {
  /// What waiting for a line produced.
  enum LineResult: Equatable {
    /// A complete line, without its newline.
    case line(String)
    /// The other end closed before a full line arrived.
    case endOfFile
    /// The time limit passed first.
    case timedOut
  }

  /// Writes every byte, retrying short writes; returns false when the descriptor is closed.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return false }
      offset += written
    }
    return true
  }

  /// Reads until a newline, end of file, or the deadline; bytes after the newline stay in
  /// `pending` for the next call.
  static func readLine(
    from descriptor: Int32, pending: inout [UInt8], deadline: ContinuousClock.Instant
  ) -> LineResult {
    let clock = ContinuousClock()
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return .line(line)
      }
      let remaining = clock.now.duration(to: deadline)
      guard remaining > .zero else { return .timedOut }
      let milliseconds = pollMilliseconds(remaining)
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      if ready <= 0 { continue }
      guard let chunk = readChunk(from: descriptor) else { return .endOfFile }
      pending.append(contentsOf: chunk)
    }
  }

  /// Which of `descriptors` have data (or an end of file) to read, waiting until one does or
  /// until `deadline`; a negative descriptor is never ready.
  static func readable(_ descriptors: [Int32], until deadline: ContinuousClock.Instant) -> [Bool]
  {
    var requests = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let clock = ContinuousClock()
    while true {
      let remaining = clock.now.duration(to: deadline)
      let milliseconds = remaining > .zero ? pollMilliseconds(remaining) : 0
      let ready = requests.withUnsafeMutableBufferPointer { buffer in
        poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
      }
      if ready < 0, errno == EINTR { continue }
      if ready > 0 || milliseconds == 0 {
        return requests.map { ready > 0 && $0.revents != 0 }
      }
      if clock.now >= deadline { return requests.map { _ in false } }
    }
  }

  /// `poll`'s timeout for a positive wait: whole milliseconds, rounded up so a wait never
  /// ends before its deadline.
  private static func pollMilliseconds(_ remaining: Duration) -> Int32 {
    Int32(
      clamping: remaining.components.seconds * 1000
        + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
  }

  /// Reads whatever is available now, without waiting, up to 64 KiB.
  static func readAvailable(from descriptor: Int32) -> [UInt8] {
    var collected: [UInt8] = []
    while collected.count < 65_536 {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, 0) > 0, let chunk = readChunk(from: descriptor) else { break }
      collected.append(contentsOf: chunk)
    }
    return collected
  }

  /// One read of up to 4 KiB; nil at end of file or on error.
  private static func readChunk(from descriptor: Int32) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { raw -> Int in
      guard let base = raw.baseAddress else { return -1 }
      return read(descriptor, base, raw.count)
    }
    guard count > 0 else { return nil }
    return Array(buffer[..<count])
  }
}
