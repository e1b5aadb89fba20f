// App code says `import UIKit`; on this machine that module is our model (DESIGN.md §2).
// Real UIKit re-exports Foundation, so delegates use CGFloat, TimeInterval and NSObject
// without importing it; the shim does the same.
@_exported public import Foundation
@_exported public import UIKitModel
