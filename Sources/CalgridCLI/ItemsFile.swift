import CalendarGrid

/// The availability list of `calgrid pick --items FILE.json`: a JSON array of objects,
///
/// ```json
/// [
///   {"date": "2024-09-17", "enabled": true, "selected": false, "payload": {"room": 12}},
///   {"date": "2024-09-18", "enabled": false}
/// ]
/// ```
/// `date` (an ISO date) is required; `enabled` (default `true`) and `selected` (default
/// `false`) are booleans; `payload` is any JSON value and rides along untouched. Other
/// members are refused (a misspelt `enable` would otherwise be ignored). A date listed
/// twice must have the same states both times. Files over ``maximumBytes`` are refused
/// before they are read.
enum ItemsFile {
    static let maximumBytes = 16 * 1024 * 1024

    static func load(path: String) throws(UsageError) -> [DateItem<JSONDocument>] {
        let bytes = try FileBytes.read(path, limit: maximumBytes, for: "--items")
        return try items(bytes: bytes, path: path)
    }

    /// The items of a file's bytes; `path` names it in errors.
    static func items(bytes: [UInt8], path: String) throws(UsageError) -> [DateItem<JSONDocument>] {
        try items(from: JSONDocument.parse(bytes, option: "--items", path: path), path: path)
    }

    static func items(from document: JSONDocument, path: String) throws(UsageError) -> [DateItem<JSONDocument>] {
        guard case let .array(entries) = document else {
            throw UsageError(
                message: "--items \(path): expected a JSON array of items such as [{\"date\": \"2024-09-17\"}]")
        }
        guard !entries.isEmpty else {
            throw UsageError(message: "--items \(path): the list is empty (expected at least one item)")
        }
        var items: [DateItem<JSONDocument>] = []
        var firstIndex: [ISODate: Int] = [:]
        for (offset, entry) in entries.enumerated() {
            let number = offset + 1
            guard case let .object(members) = entry else {
                throw UsageError(
                    message: "--items \(path): item \(number) is not an object (expected {\"date\": \"YYYY-MM-DD\", …})"
                )
            }
            for (key, _) in members where !["date", "enabled", "selected", "payload"].contains(key) {
                throw UsageError(
                    message:
                        "--items \(path): item \(number) has unknown member '\(key)' (expected date, enabled, "
                        + "selected, payload)"
                )
            }
            guard case let .string(text)? = entry["date"] else {
                throw UsageError(
                    message: "--items \(path): item \(number) has no \"date\" string (expected YYYY-MM-DD)")
            }
            let date: ISODate
            do { date = try ISODate(parsing: text) } catch {
                throw UsageError(
                    message: "--items \(path): item \(number) date '\(text)' is not an existing ISO date YYYY-MM-DD")
            }
            let enabled = try flag(entry["enabled"], name: "enabled", default: true, item: number, path: path)
            let selected = try flag(entry["selected"], name: "selected", default: false, item: number, path: path)
            if let earlier = firstIndex[date] {
                let previous = items[earlier]
                guard previous.isEnabled == enabled, previous.isSelected == selected else {
                    throw UsageError(
                        message:
                            "--items \(path): item \(number) (\(date)) disagrees with item \(earlier + 1) for the "
                            + "same date"
                    )
                }
            } else {
                firstIndex[date] = items.count
            }
            items.append(DateItem(date: date, isEnabled: enabled, isSelected: selected, payload: entry["payload"]))
        }
        return items
    }

    private static func flag(
        _ value: JSONDocument?, name: String, default fallback: Bool, item: Int, path: String
    ) throws(UsageError) -> Bool {
        switch value {
        case nil: return fallback
        case let .bool(flag)?: return flag
        default: throw UsageError(message: "--items \(path): item \(item) \"\(name)\" must be true or false")
        }
    }

}
