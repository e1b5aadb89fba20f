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
    .library(name: "PropertyEngine", targets: ["PropertyEngine"]),
  ],
  targets: [
    // Generic property-based testing engine: choices, generators, shrinking, campaigns,
    // corpus, isolation. Standard library, plus Foundation only for files and processes.
    .target(name: "PropertyEngine"),
    // Worker executable the isolation tests re-execute; holds deliberately trapping properties.
    .executableTarget(name: "property-engine-child", dependencies: ["PropertyEngine"]),

    .testTarget(
      name: "PropertyEngineTests",
      dependencies: ["PropertyEngine", "property-engine-child"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + sharedSettings
}
