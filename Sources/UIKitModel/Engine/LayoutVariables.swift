import Cassowary

/// The four solver unknowns of one layout item: its frame in the root view's coordinate
/// space, in points.
///
/// Root coordinates make constraints between cousins a plain difference of two variables;
/// frames relative to the superview are derived after solving.
///
/// A class: items hand their variables to every constraint lowering and every frame read, and
/// a struct of four references cost four retains and releases per read instead of one.
final class LayoutVariables: Sendable {
  let minX = Variable()
  let minY = Variable()
  let width = Variable()
  let height = Variable()
}
