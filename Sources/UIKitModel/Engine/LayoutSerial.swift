/// Process-wide serial numbers for objects the engine caches by identity: unlike an address,
/// a serial is never reused, so a cache entry can never match a newer object by accident.
enum LayoutSerial {
  @exclusivity(unchecked) nonisolated(unsafe) private static var counter = 0

  /// The next serial number. Views and engines are made on the main actor only.
  static func next() -> Int {
    counter += 1
    return counter
  }
}
