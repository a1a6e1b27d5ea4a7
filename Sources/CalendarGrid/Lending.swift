/// Values that only one thread at a time may use (ICU formatters and calendars, which are
/// not thread-safe), lent out one per caller: a caller takes an idle value, or has one made
/// when every value is in use, and gives it back. So threads formatting in one locale do not
/// wait for each other, as they did behind a single lock (calgrid-bench `bulk`, "one
/// locale"), and an idle process keeps at most `keep` values.
///
/// `@unchecked Sendable`: a value is reachable from one thread at a time, between
/// taking it from `idle` (under its lock) and giving it back.
final class Lending<Value>: @unchecked Sendable {
    private let idle: Locked<[Value]>
    private let make: @Sendable () throws(CalendarGridError) -> Value
    private let keep: Int

    /// Lends `first`, then values made by `make`; keeps at most `keep` idle ones.
    init(first: Value, keep: Int = 4, make: @escaping @Sendable () throws(CalendarGridError) -> Value) {
        idle = Locked([first])
        self.make = make
        self.keep = keep
    }

    /// Runs `body` with a value of its own; changes it makes to the value (a formatter made
    /// when first needed) stay with the value.
    func withValue<Result>(
        _ body: (inout Value) throws(CalendarGridError) -> Result
    ) throws(CalendarGridError) -> Result {
        var value: Value
        if let taken = idle.withLock({ $0.popLast() }) { value = taken } else { value = try make() }
        defer {
            idle.withLock { values in if values.count < keep { values.append(value) } }
        }
        return try body(&value)
    }
}
