/// A command line that `calgrid` cannot act on: an unknown option, a missing, repeated
/// or conflicting value. Printed as one line, exit status 64.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
