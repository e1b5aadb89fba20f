// App code says `import GoogleNavigation`; on this machine that module is our model of the
// Navigation SDK (DESIGN.md §2). The real framework's headers import UIKit, so a delegate file
// that says only `import GoogleNavigation` still sees UIView and Auto Layout; the shim does
// the same by re-exporting our UIKit shim (which in turn re-exports Foundation).
@_exported public import GoogleNavigationModel
@_exported public import UIKit
