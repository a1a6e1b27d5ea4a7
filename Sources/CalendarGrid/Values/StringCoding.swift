/// What the Codable conformances share: values written as one string in JSON (dates, month
/// codes, month addresses, locale IDs), read back by the same parser that reads them from
/// a command line, so a bad value fails decoding with the parser's own message.
enum StringCoding {
    static func decode<Value, Failure: Error & CustomStringConvertible>(
        _ decoder: any Decoder,
        _ parse: (String) throws(Failure) -> Value
    ) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do throws(Failure) {
            return try parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
