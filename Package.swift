// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares, applied in one loop at the end of this file.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "NavigationLayoutConformance",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .executable(name: "nav-layout-check", targets: ["nav-layout-check"]),
  ],
  targets: [
    // Incremental simplex solver with lexicographic priorities; standard library only.
    .target(
      name: "Cassowary",
      // Double.rounded() calls libm's round, which Linux links only on request.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // Workloads and timing for `nav-layout-check bench`.
    .target(name: "Benchmarks", dependencies: ["Cassowary"]),
    .executableTarget(name: "nav-layout-check", dependencies: ["Benchmarks"]),

    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "Cassowary"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSettings
}
