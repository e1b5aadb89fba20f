/// UIKit's `UITableViewDataSource`, with no requirements in the model: the model shows no rows or items, so
/// an app's conforming type compiles unchanged and its methods are never called.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {}
