// The seeds' view models are `ObservableObject`s with `@Published` properties, from Combine, which
// Linux does not have. Where Combine is missing these two stand-ins (test-only, never shipped)
// let the seeds' view-model code compile unchanged; on Apple platforms the real Combine is used.
#if canImport(Combine)
  @_exported import Combine
#else
  protocol ObservableObject: AnyObject {}

  @propertyWrapper struct Published<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  }
#endif
