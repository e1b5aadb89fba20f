import Foundation

/// The Seeds files of one directory, sorted by file name so every run replays them in the
/// same order (DESIGN.md §7).
///
/// ```swift
/// let corpus = try SeedCorpus(directory: "Seeds")
/// print(corpus.seeds.first?.file ?? "")  // Seeds/eta-covers-buttons-landscape.json
/// ```
public struct SeedCorpus: Hashable, Sendable {
  /// The seeds, by file name.
  public var seeds: [SeedFile]

  /// Creates a corpus from seeds already read.
  public init(seeds: [SeedFile]) {
    self.seeds = seeds
  }

  /// Reads every `.json` file in `directory` (not its subdirectories); other files are skipped
  /// so a README can sit beside them.
  ///
  /// - Parameter directory: The directory's path; file names in messages start with it.
  /// - Throws: ``SeedFileError`` for a directory that cannot be listed, and the first bad
  ///   file's error (file, line, fix).
  public init(directory: String) throws(SeedFileError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw SeedFileError(
        file: directory, line: 0, message: "is not a readable directory of Seeds files; pass one (--seeds DIR, seedsDirectory)")
    }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    var seeds: [SeedFile] = []
    for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
      seeds.append(try SeedFile(contentsOf: prefix + name))
    }
    self.seeds = seeds
  }
}
