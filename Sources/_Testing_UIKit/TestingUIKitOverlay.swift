// Swift Testing declares a cross-import overlay named `_Testing_UIKit` (see the toolchain's
// Testing.swiftcrossimport/UIKit.swiftoverlay): a file that imports both Testing and UIKit
// makes the compiler import it. Apple ships it with UIKit; on Linux nothing does, so without
// this empty module a Swift Testing file that says `import UIKit` fails with
// "no such module '_Testing_UIKit'". Our UIKit shim depends on it, so it is always built.
