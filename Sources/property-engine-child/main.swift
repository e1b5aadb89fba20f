import PropertyEngine

// Worker executable for the isolation tests: it serves the properties below when launched
// with PROPERTY_ENGINE_WORKER set, and otherwise prints nothing and exits.
IsolationWorker.serveIfRequested(ChildProperties.all)
