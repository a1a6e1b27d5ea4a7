/// A command line that `calgrid` cannot act on: an unknown option, a missing, repeated
/// or conflicting value. Printed as one line, exit status 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    var description: String { message }
}
