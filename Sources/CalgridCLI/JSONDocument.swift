import CalendarGrid

/// The JSON of calgrid's files (`--items`, `--events`, `--messages`): the package's one JSON
/// tree, ``JSONValue``, read by its one parser.
typealias JSONDocument = JSONValue

extension JSONValue {
    /// The JSON of an option's file, whose syntax error is one line naming the option, the
    /// file, the line and the column (`--items f.json: not valid JSON at line 3, column 7: …`).
    static func parse(_ bytes: [UInt8], option: String, path: String) throws(UsageError) -> JSONValue {
        do { return try parse(bytes) } catch {
            throw UsageError(
                message:
                    "\(option) \(path): not valid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
    }
}
