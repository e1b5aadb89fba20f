/// A token for one registration made with
/// ``UITraitChangeObservable/registerForTraitChanges(_:handler:)``, for
/// ``UITraitChangeObservable/unregisterForTraitChanges(_:)``: UIKit's (iOS 17)
/// `UITraitChangeRegistration`.
public protocol UITraitChangeRegistration: AnyObject, Sendable {}
