import CalendarGrid

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The holiday calendars a command line names: `--holidays` (the locale's region for
/// `auto`), with `--holiday-rules DIR`'s files read in place of the embedded ones.
enum HolidayRegions {
    /// The largest rule file read (the largest embedded one is under 100 KB).
    static let fileLimit = 4 << 20

    /// The calendars of `--holidays`, in the order given, each once.
    static func calendars(_ options: CommandLineOptions, locale: LocaleID) throws -> [HolidayCalendar] {
        var codes: [String] = []
        for value in options.holidayRegions {
            let code: String
            if value == "auto" {
                guard let region = locale.regionOverride.map({ String($0.prefix(2)).uppercased() }) ?? locale.region,
                    region.count == 2
                else {
                    throw UsageError(
                        message: "--holidays: the locale \(locale.identifier) names no country; give one "
                            + "(--holidays JP; calgrid holidays --list-regions lists them)")
                }
                code = region
            } else {
                code = value
            }
            if !codes.contains(code) { codes.append(code) }
        }
        var calendars: [HolidayCalendar] = []
        for code in codes { calendars.append(try calendar(code, rules: options.holidayRulesPath)) }
        return calendars
    }

    /// One region's calendar: from `DIR/CC.txt` when `--holiday-rules DIR` has that file,
    /// else the embedded rules.
    static func calendar(_ code: String, rules directory: String?) throws -> HolidayCalendar {
        let country = String(code.prefix { $0 != "-" })
        if let directory, RuleFileName.isCountry(country) {
            let path = directory + "/" + country + ".txt"
            if access(path, F_OK) == 0 {
                let text = ControlCharacters.text(
                    utf8: try FileBytes.read(path, limit: fileLimit, for: "--holiday-rules"))
                do {
                    return try HolidayCalendar(region: code, rules: text)
                } catch {
                    switch error {
                    case .rules(let line, let problem):
                        throw UsageError(message: "--holiday-rules \(path), line \(line): \(problem)")
                    case .unknownRegion:
                        throw UsageError(message: "--holiday-rules \(path) has no region '\(code)'")
                    }
                }
            }
        }
        do {
            return try HolidayCalendar(region: code)
        } catch {
            throw UsageError(
                message: "no holiday rules for region '\(code)' (calgrid holidays --list-regions lists them)")
        }
    }

    /// Every region with rules: the embedded ones and `DIR`'s.
    static func regions(rules directory: String?) throws -> [String] {
        var codes = Set(HolidayCalendar.regions)
        if let directory, let handle = opendir(directory) {
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name.hasSuffix(".txt"), RuleFileName.isCountry(String(name.dropLast(4))) else { continue }
                let calendar = try calendar(String(name.dropLast(4)), rules: directory)
                codes.insert(calendar.region)
                codes.formUnion(calendar.subdivisions)
            }
        }
        return codes.sorted()
    }
}

/// The names of rule files: `CC.txt`, an ISO 3166-1 code in upper case.
enum RuleFileName {
    static func isCountry(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }
}
