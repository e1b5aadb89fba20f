// NSObject's `description` is nonisolated, but a view's text reads main-actor state.
// `MainActor.assumeIsolated` traps when its executor check fails, and on Linux that check
// fails even on the main actor under some test runners (Swift Testing runs @MainActor tests
// off the main thread). A description must never crash a failure message, so it reads the
// state without the check: a plain read of a few stored values, made while the model runs on
// the main actor in every supported use.

/// Runs `body` as if on the main actor, without the executor check.
func mainActorUnchecked<T>(_ body: @MainActor () -> T) -> T {
  withoutActuallyEscaping(body) { escapable in
    unsafeBitCast(escapable, to: (() -> T).self)()
  }
}
