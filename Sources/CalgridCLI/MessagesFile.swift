import CalendarGrid

/// The browser picker's texts in an app's language, for `--interactive --messages FILE`:
/// a JSON object whose members are any of ``HTMLRenderer/Picker/messageKeys``, each a
/// string (English defaults fill the rest):
///
/// ```json
/// {"selected": "محدد", "rangeStart": "بداية النطاق؛ اختر نهايته", "submit": "احجز"}
/// ```
/// `rangeIncludesDisabled` names the disabled day with `{date}`. An unknown key or a value
/// that is not a string is refused, naming it, so that a misspelt key is never ignored.
enum MessagesFile {
    static let maximumBytes = 64 * 1024

    static func load(path: String) throws(UsageError) -> [String: String] {
        let bytes = try FileBytes.read(path, limit: maximumBytes, for: "--messages")
        return try messages(bytes: bytes, path: path)
    }

    /// The messages of a file's bytes; `path` names it in errors.
    static func messages(bytes: [UInt8], path: String) throws(UsageError) -> [String: String] {
        try messages(from: JSONDocument.parse(bytes, option: "--messages", path: path), path: path)
    }

    static func messages(from document: JSONDocument, path: String) throws(UsageError) -> [String: String] {
        let keys = HTMLRenderer.Picker.messageKeys
        guard case let .object(members) = document else {
            throw UsageError(
                message: "--messages \(path): expected a JSON object such as {\"selected\": \"…\"} (keys: "
                    + keys.joined(separator: ", ") + ")")
        }
        var messages: [String: String] = [:]
        for (key, value) in members {
            guard keys.contains(key) else {
                throw UsageError(
                    message: "--messages \(path): unknown key '\(key)' (expected " + keys.joined(separator: ", ") + ")")
            }
            guard case let .string(text) = value else {
                throw UsageError(message: "--messages \(path): '\(key)' is not a string (expected a text)")
            }
            messages[key] = text
        }
        return messages
    }
}
