public import Foundation

/// A size anchor: width or height, in points. Sizes are kept non-negative (§A14).
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  public func constraint(
    equalToConstant c: CGFloat, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(.equal, nil, constant: c, site: CallSite(fileID: fileID, line: line))
  }

  /// `self >= c`.
  public func constraint(
    greaterThanOrEqualToConstant c: CGFloat, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c, site: CallSite(fileID: fileID, line: line))
  }

  /// `self <= c`.
  public func constraint(
    lessThanOrEqualToConstant c: CGFloat, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c, site: CallSite(fileID: fileID, line: line))
  }

  /// `self == m × anchor`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, fileID: StaticString = #fileID,
    line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0, site: CallSite(fileID: fileID, line: line))
  }

  /// `self >= m × anchor`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(
      .greaterThanOrEqual, anchor, multiplier: m, constant: 0,
      site: CallSite(fileID: fileID, line: line))
  }

  /// `self <= m × anchor`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  )
    -> NSLayoutConstraint
  {
    make(
      .lessThanOrEqual, anchor, multiplier: m, constant: 0,
      site: CallSite(fileID: fileID, line: line))
  }

  /// `self == m × anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c, site: CallSite(fileID: fileID, line: line))
  }

  /// `self >= m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(
      .greaterThanOrEqual, anchor, multiplier: m, constant: c,
      site: CallSite(fileID: fileID, line: line))
  }

  /// `self <= m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> NSLayoutConstraint {
    make(
      .lessThanOrEqual, anchor, multiplier: m, constant: c,
      site: CallSite(fileID: fileID, line: line))
  }
}
