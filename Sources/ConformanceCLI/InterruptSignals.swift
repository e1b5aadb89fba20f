import Dispatch
import PropertyEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT and SIGTERM as requests to stop a campaign: Dispatch signal sources raise a
/// ``CampaignInterruption`` flag the campaign checks between cases, so the verdict so far is
/// printed and the report files are written. A second signal ends the process at once.
enum InterruptSignals {
  /// The signals that interrupt a campaign.
  static let numbers: [Int32] = [SIGINT, SIGTERM]

  /// Installs the sources; keep the returned sources alive as long as they should work.
  ///
  /// Ignoring the signals first is what lets Dispatch see them instead of the default action;
  /// child processes (isolation workers) inherit the ignored SIGINT, so a Ctrl-C in the
  /// terminal does not kill them under the campaign, which ends them itself.
  static func install(_ interruption: CampaignInterruption) -> [any DispatchSourceSignal] {
    numbers.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        interruption.request()
        // The next one is not caught: a second Ctrl-C quits at once.
        signal(number, SIG_DFL)
      }
      source.resume()
      return source
    }
  }
}
