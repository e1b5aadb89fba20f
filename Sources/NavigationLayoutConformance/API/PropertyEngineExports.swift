@_exported public import class PropertyEngine.CampaignInterruption
// What a ConformanceConfiguration needs from the engine, re-exported so a test target that
// imports only NavigationLayoutConformance can set isolation, a shard or an interruption.
// Each declaration is named: the whole engine would clash with this module's own types
// (`Counterexample`).
@_exported public import struct PropertyEngine.ChildProcessConfiguration
@_exported public import enum PropertyEngine.IsolationMode
@_exported public import enum PropertyEngine.IsolationWorker
@_exported public import struct PropertyEngine.Shard
