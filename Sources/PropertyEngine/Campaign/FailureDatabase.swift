private import Foundation

/// A directory of corpus files: Seeds/ (committed, read only) or the local failure database
/// (read and written). Files are read in name order, so replay order is deterministic.
///
/// ```swift
/// let database = FailureDatabase(directory: ".nav-layout-check/failures")
/// for (path, entry) in try database.entries(for: "reverse") {
///   print(path, entry.summary)
/// }
/// ```
public struct FailureDatabase: Hashable, Sendable {
  /// The directory path.
  public let directory: String

  /// Creates a database over a directory; nothing is read until asked.
  ///
  /// - Parameter directory: The directory path.
  public init(directory: String) {
    self.directory = directory
  }

  /// Returns the entries of a property, with their paths, in file-name order.
  ///
  /// A missing directory has no entries. Files of other properties are skipped.
  ///
  /// - Parameter property: The property's name.
  /// - Returns: Pairs of path and entry.
  /// - Throws: ``PropertyEngineError/fileSystem(path:operation:reason:)`` when the directory or
  ///   a file cannot be read, ``PropertyEngineError/directoryInCorpus(path:)`` for a directory
  ///   named like an entry, and the errors of ``CorpusEntry/init(parsing:path:)`` for a bad
  ///   file.
  public func entries(for property: String) throws(PropertyEngineError) -> [(String, CorpusEntry)] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else {
      throw .fileSystem(path: directory, operation: "list it", reason: "it is not a directory")
    }
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
    } catch {
      throw .fileSystem(path: directory, operation: "list it", reason: Self.reason(error))
    }
    var result: [(String, CorpusEntry)] = []
    for name in names.sorted() {
      let path = (directory as NSString).appendingPathComponent(name)
      var entryIsDirectory: ObjCBool = false
      if manager.fileExists(atPath: path, isDirectory: &entryIsDirectory),
        entryIsDirectory.boolValue
      {
        throw .directoryInCorpus(path: path)
      }
      guard let data = manager.contents(atPath: path) else {
        throw .fileSystem(path: path, operation: "read it", reason: "the file is unreadable")
      }
      let entry = try CorpusEntry(parsing: String(decoding: data, as: UTF8.self), path: path)
      if entry.property == property { result.append((path, entry)) }
    }
    return result
  }

  /// Writes an entry unless a file with its name exists.
  ///
  /// - Parameter entry: The entry.
  /// - Returns: The file's path, and whether this call wrote it.
  /// - Throws: ``PropertyEngineError/databaseNotWritable(path:reason:)`` when the directory
  ///   cannot be created or the file cannot be written.
  @discardableResult
  public func save(_ entry: CorpusEntry) throws(PropertyEngineError) -> SaveResult {
    let manager = FileManager.default
    do {
      try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .databaseNotWritable(path: directory, reason: Self.reason(error))
    }
    let path = (directory as NSString).appendingPathComponent(entry.fileName)
    if manager.fileExists(atPath: path) { return SaveResult(path: path, wasWritten: false) }
    do {
      try Data((entry.json.serialized + "\n").utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .databaseNotWritable(path: path, reason: Self.reason(error))
    }
    return SaveResult(path: path, wasWritten: true)
  }

  /// Deletes a file, for database entries that no longer fail.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``PropertyEngineError/fileSystem(path:operation:reason:)`` when deletion fails.
  public func remove(at path: String) throws(PropertyEngineError) {
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .fileSystem(path: path, operation: "delete it", reason: Self.reason(error))
    }
  }

  /// A short reason for a Foundation file error: the system's message for its POSIX error
  /// (such as "Not a directory"), not the whole `NSError` dump.
  private static func reason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    // On Linux the underlying error is a Swift POSIXError, which `as? NSError` does not match.
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
    let code = underlying.map { $0 as NSError }.flatMap {
      $0.domain == NSPOSIXErrorDomain ? $0.code : nil
    }
    if let code { return String(cString: strerror(Int32(code))) }
    return (error as NSError).localizedDescription
  }

}
