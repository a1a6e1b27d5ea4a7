import CalendarGrid
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The four workloads of the benchmark, each printing its rows and returning its figures.
enum Workloads {
    /// Keeps results alive, so that the optimizer cannot drop the work. Only the main
    /// task writes it.
    nonisolated(unsafe) static var sink = 0
    static let start = (try? ISODate(parsing: "2020-01-01")) ?? ISODate(julianDay: 2_458_850)
    static let monthsPerRun = 120

    struct Pair {
        let locale: String
        let calendar: CalendarID
        let foundation: Calendar.Identifier
    }

    /// Twelve locale/calendar pairs covering Gregorian, Hebrew, Chinese, Islamic
    /// (Umm al-Qura), Persian, Ethiopic, Japanese and Buddhist.
    static let pairs: [Pair] = [
        Pair(locale: "en-US", calendar: .gregorian, foundation: .gregorian),
        Pair(locale: "de-DE", calendar: .gregorian, foundation: .gregorian),
        Pair(locale: "ar-EG", calendar: .gregorian, foundation: .gregorian),
        Pair(locale: "hi-IN", calendar: .gregorian, foundation: .gregorian),
        Pair(locale: "ja-JP", calendar: .japanese, foundation: .japanese),
        Pair(locale: "he-IL", calendar: .hebrew, foundation: .hebrew),
        Pair(locale: "zh-CN", calendar: .chinese, foundation: .chinese),
        Pair(locale: "zh-TW", calendar: .chinese, foundation: .chinese),
        Pair(locale: "ar-SA", calendar: .islamicUmalqura, foundation: .islamicUmmAlQura),
        Pair(locale: "fa-IR", calendar: .persian, foundation: .persian),
        Pair(locale: "am-ET", calendar: .ethiopic, foundation: .ethiopicAmeteMihret),
        Pair(locale: "th-TH", calendar: .buddhist, foundation: .buddhist),
    ]

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    static func row(_ name: String, _ measurement: Measurement, scale: Double, unit: String) {
        let numbers = String(
            format: "%10.3f %10.3f %10.3f", measurement.median * scale, measurement.minimum * scale,
            measurement.p90 * scale)
        print(padded(name, 52) + numbers + "  " + unit)
    }

    // 1 and 4. Warm month grids (complete MonthGrids, 120 consecutive months per pair),
    // the Foundation baseline for the same months, and the first build of a month.
    static func monthGrids() throws -> [String: Any] {
        var warmSamples: [Double] = []
        var baselineSamples: [Double] = []
        var perPair: [[String: Any]] = []
        for pair in pairs {
            let builder = try GridBuilder(locale: LocaleID(pair.locale), calendar: pair.calendar, today: start)
            let warm = try Measurement.run("\(pair.locale) \(pair.calendar)", unit: "month") {
                let grids = try builder.months(startingAt: start, count: monthsPerRun)
                sink &+= grids.reduce(0) { $0 + $1.weeks.count + $1.title.utf8.count }
                return grids.count
            }
            let profile = FoundationBaseline.Profile(localeID: pair.locale, calendar: pair.foundation)
            let startDate = Date(timeIntervalSince1970: Double(start.julianDay - ISODate.unixEpochJulianDay) * 86_400)
            let baseline = Measurement.run("\(pair.locale) Foundation", unit: "month") {
                sink &+= FoundationBaseline.walk(months: monthsPerRun, from: startDate, profile: profile)
                return monthsPerRun
            }
            warmSamples += warm.samples
            baselineSamples += baseline.samples
            perPair.append([
                "pair": "\(pair.locale) \(pair.calendar)", "medianMicroseconds": warm.median * 1e6,
                "foundationMedianMicroseconds": baseline.median * 1e6, "ratio": baseline.median / warm.median,
            ])
            row(
                "  month grid \(pair.locale) \(pair.calendar)", warm, scale: 1e6,
                unit: String(
                    format: "µs/month (Foundation %.1f µs, %.0f×)", baseline.median * 1e6, baseline.median / warm.median
                ))
        }
        let warm = Measurement(name: "warm", samples: warmSamples, unit: "month")
        let baseline = Measurement(name: "baseline", samples: baselineSamples, unit: "month")
        row("1. warm month grid, 12 pairs", warm, scale: 1e6, unit: "µs/month")
        row("4. Foundation baseline, same months", baseline, scale: 1e6, unit: "µs/month")
        print(String(format: "   ratio Foundation / CalendarGrid: %.1f×", baseline.median / warm.median))

        // The same months built for the first time: the profile and its month facts
        // (title, name) are dropped before every run, so ICU is asked again.
        var uncachedSamples: [Double] = []
        var uncachedByPair: [String: Double] = [:]
        for pair in pairs {
            let uncached = try Measurement.run("uncached", unit: "month") {
                LocaleProfile.removeAllCached()
                let builder = try GridBuilder(locale: LocaleID(pair.locale), calendar: pair.calendar, today: start)
                let grids = try builder.months(startingAt: start, count: monthsPerRun)
                sink &+= grids.count
                return grids.count
            }
            uncachedSamples += uncached.samples
            uncachedByPair["\(pair.locale) \(pair.calendar)"] = uncached.median * 1e6
            if ["en-US", "zh-CN", "ar-SA", "he-IL"].contains(pair.locale) {
                row(
                    "1b. first build, \(pair.locale) \(pair.calendar)", uncached, scale: 1e6,
                    unit: "µs/month, profile included")
                // The profile alone, spread over the same 120 months: the rest of 1b is
                // the months' own first texts.
                let profileOnly = try Measurement.run("profile", unit: "month") {
                    LocaleProfile.removeAllCached()
                    let builder = try GridBuilder(locale: LocaleID(pair.locale), calendar: pair.calendar, today: start)
                    sink &+= builder.profile.weekdayNames.count
                    return monthsPerRun
                }
                row("    of which the profile", profileOnly, scale: 1e6, unit: "µs/month")
            }
        }
        let uncached = Measurement(name: "uncached", samples: uncachedSamples, unit: "month")
        row("1b. first build of a month, 12 pairs", uncached, scale: 1e6, unit: "µs/month, profile included")
        return [
            "warmMonthMedianMicroseconds": warm.median * 1e6, "warmMonthMinMicroseconds": warm.minimum * 1e6,
            "warmMonthP90Microseconds": warm.p90 * 1e6, "foundationMonthMedianMicroseconds": baseline.median * 1e6,
            "monthRatio": baseline.median / warm.median, "pairs": perPair,
            "uncachedMonthMedianMicroseconds": uncached.median * 1e6, "uncachedByPairMicroseconds": uncachedByPair,
        ]
    }

    // 1c. Warm month grids with one secondary calendar, against the same grids without
    // it and the Foundation baseline, measured in turns in the same run.
    static let secondaryPairs: [(pair: Pair, secondary: CalendarID)] = [
        (Pair(locale: "zh-CN", calendar: .gregorian, foundation: .gregorian), .chinese),
        (Pair(locale: "ko-KR", calendar: .gregorian, foundation: .gregorian), .dangi),
        (Pair(locale: "he-IL", calendar: .gregorian, foundation: .gregorian), .hebrew),
        (Pair(locale: "fa-IR", calendar: .persian, foundation: .persian), .gregorian),
        (Pair(locale: "ar-SA", calendar: .islamicUmalqura, foundation: .islamicUmmAlQura), .gregorian),
        (Pair(locale: "ja-JP", calendar: .gregorian, foundation: .gregorian), .japanese),
    ]

    static func secondaryGrids() throws -> [String: Any] {
        var plainSamples: [Double] = []
        var secondarySamples: [Double] = []
        var baselineSamples: [Double] = []
        var perPair: [[String: Any]] = []
        for (pair, secondary) in secondaryPairs {
            let plainBuilder = try GridBuilder(locale: LocaleID(pair.locale), calendar: pair.calendar, today: start)
            let builder = try GridBuilder(
                locale: LocaleID(pair.locale), calendar: pair.calendar,
                secondaryCalendars: [secondary], today: start)
            let profile = FoundationBaseline.Profile(localeID: pair.locale, calendar: pair.foundation)
            let startDate = Date(timeIntervalSince1970: Double(start.julianDay - ISODate.unixEpochJulianDay) * 86_400)
            var plain: [Double] = []
            var withSecondary: [Double] = []
            var baseline: [Double] = []
            // Five turns of the three, so that a noisy moment hits all of them alike.
            for _ in 0..<5 {
                plain += try Measurement.run("plain", unit: "month", minimumSeconds: 0.05) {
                    let grids = try plainBuilder.months(startingAt: start, count: monthsPerRun)
                    sink &+= grids.reduce(0) { $0 + $1.weeks.count + $1.title.utf8.count }
                    return grids.count
                }.samples
                withSecondary += try Measurement.run("secondary", unit: "month", minimumSeconds: 0.05) {
                    let grids = try builder.months(startingAt: start, count: monthsPerRun)
                    sink &+= grids.reduce(0) { $0 + $1.weeks.count + ($1.secondaryTitles.first?.utf8.count ?? 0) }
                    return grids.count
                }.samples
                baseline +=
                    Measurement.run("Foundation", unit: "month", minimumSeconds: 0.05) {
                        sink &+= FoundationBaseline.walk(months: monthsPerRun, from: startDate, profile: profile)
                        return monthsPerRun
                    }.samples
            }
            let plainMeasurement = Measurement(name: "plain", samples: plain, unit: "month")
            let secondaryMeasurement = Measurement(name: "secondary", samples: withSecondary, unit: "month")
            let baselineMeasurement = Measurement(name: "Foundation", samples: baseline, unit: "month")
            plainSamples += plain
            secondarySamples += withSecondary
            baselineSamples += baseline
            let ratio = secondaryMeasurement.median / plainMeasurement.median
            perPair.append([
                "pair": "\(pair.locale) \(pair.calendar) + \(secondary)",
                "plainMedianMicroseconds": plainMeasurement.median * 1e6,
                "secondaryMedianMicroseconds": secondaryMeasurement.median * 1e6,
                "foundationMedianMicroseconds": baselineMeasurement.median * 1e6, "secondaryOverPlain": ratio,
            ])
            row(
                "  + \(secondary) under \(pair.locale) \(pair.calendar)", secondaryMeasurement, scale: 1e6,
                unit: String(
                    format: "µs/month (plain %.1f µs, %.2f×; Foundation %.1f µs)", plainMeasurement.median * 1e6,
                    ratio, baselineMeasurement.median * 1e6))
        }
        let plain = Measurement(name: "plain", samples: plainSamples, unit: "month")
        let secondary = Measurement(name: "secondary", samples: secondarySamples, unit: "month")
        let baseline = Measurement(name: "Foundation", samples: baselineSamples, unit: "month")
        row("1c. warm month grid with one secondary, 6 pairs", secondary, scale: 1e6, unit: "µs/month")
        row("    the same grids without it", plain, scale: 1e6, unit: "µs/month")
        row("    Foundation baseline (primary only)", baseline, scale: 1e6, unit: "µs/month")
        print(
            String(
                format: "   ratio with secondary / plain: %.2f×; Foundation / with secondary: %.1f×",
                secondary.median / plain.median, baseline.median / secondary.median))
        return [
            "secondaryMonthMedianMicroseconds": secondary.median * 1e6,
            "plainMonthMedianMicroseconds": plain.median * 1e6,
            "secondaryOverPlain": secondary.median / plain.median,
            "foundationOverSecondary": baseline.median / secondary.median, "secondaryPairs": perPair,
        ]
    }

    // 2 and 4. Cold profiles: 50 locales never resolved before (profile cache cleared).
    static func coldProfiles() throws -> [String: Any] {
        let everyLocale = LocaleID.available()
        let fifty = stride(from: 0, to: everyLocale.count, by: max(1, everyLocale.count / 50)).prefix(50).map {
            everyLocale[$0]
        }
        let cold = try Measurement.run("cold profile", unit: "profile") {
            LocaleProfile.removeAllCached()
            for locale in fifty { sink &+= try LocaleProfile.resolve(locale).weekdayNames.count }
            return fifty.count
        }
        let baseline = Measurement.run("cold Foundation profile", unit: "profile") {
            for locale in fifty {
                sink &+=
                    FoundationBaseline.Profile(localeID: locale.identifier, calendar: .gregorian).weekdayNames.count
            }
            return fifty.count
        }
        row("2. cold profile, 50 locales", cold, scale: 1e3, unit: "ms/profile")
        row(
            "4. Foundation baseline, same locales", baseline, scale: 1e3,
            unit: String(format: "ms/profile (%.2f× CalendarGrid's time)", cold.median / baseline.median))
        return [
            "coldProfileMedianMilliseconds": cold.median * 1e3, "coldProfileP90Milliseconds": cold.p90 * 1e3,
            "foundationProfileMedianMilliseconds": baseline.median * 1e3,
        ]
    }

    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
            usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    // The whole process: calgrid en-US --year 2024 --format json, 10 runs after one
    // that warms the page cache, through GNU time (a forked child reports its own
    // peak; a child spawned from this process would report this process's).
    static func process() -> [String: Any] {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let dynamic = directory.appendingPathComponent("calgrid").path
        let environment = ProcessInfo.processInfo.environment
        // The static calgrid that Scripts/install put under its prefix (or CALGRID_STATIC).
        let staticPath = environment["CALGRID_STATIC"] ?? "/usr/local/bin/calgrid"
        let cal = ["/usr/bin/cal", "/usr/bin/ncal"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let time = "/usr/bin/time"
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: dynamic), manager.isExecutableFile(atPath: time) else {
            print("process: skipped (needs \(dynamic) and GNU time: apt-get install time)")
            return [:]
        }
        struct Program {
            let name: String
            let month: [String]
            let year: [String]
        }
        var programs = [
            Program(
                name: "dynamic calgrid", month: [dynamic, "en-US", "--month", "2024-9"],
                year: [dynamic, "en-US", "--year", "2024"])
        ]
        if manager.isExecutableFile(atPath: staticPath) {
            programs.insert(
                Program(
                    name: "static calgrid", month: [staticPath, "en-US", "--month", "2024-9"],
                    year: [staticPath, "en-US", "--year", "2024"]), at: 0)
        } else {
            print("process: no static calgrid at \(staticPath) (Scripts/install, or set CALGRID_STATIC)")
        }
        if let cal {
            programs.append(Program(name: "cal", month: [cal, "9", "2024"], year: [cal, "2024"]))
        } else {
            print("process: no cal to compare with (apt-get install ncal)")
        }

        /// Wall time of one run: posix_spawn, output to /dev/null, waitpid (Foundation's
        /// Process adds tens of milliseconds of its own, more than cal takes).
        func wall(_ command: [String]) -> Double? {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            let began = Measurement.now()
            guard posix_spawn(&pid, command[0], &actions, nil, &argv, environ) == 0 else { return nil }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return Measurement.now() - began
        }
        /// Peak resident memory of one run, in MB, as GNU time reports it.
        func peak(_ command: [String]) -> Double? {
            guard let run = standardError(of: time, ["-f", "%M"] + command) else { return nil }
            return Double(run.text.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 / 1024 }
        }

        var figures: [String: Any] = [:]
        for (label, pick) in [("one month", \Program.month), ("a year", \Program.year)] {
            var walls = Array(repeating: [Double](), count: programs.count)
            // Interleaved rounds, each program once per round in a rotating order, the
            // first round a warm-up.
            for round in 0..<41 {
                for offset in 0..<programs.count {
                    let index = (round + offset) % programs.count
                    guard let seconds = wall(programs[index][keyPath: pick]) else { continue }
                    if round > 0 { walls[index].append(seconds) }
                }
            }
            let calMedian = cal == nil ? nil : Measurement.percentile(walls[programs.count - 1], 0.5)
            for (index, program) in programs.enumerated() {
                let measurement = Measurement(name: program.name, samples: walls[index], unit: "run")
                let peaks = (0..<5).compactMap { _ in peak(program[keyPath: pick]) }
                let ratio = calMedian.map { String(format: ", %.2f× cal", measurement.median / $0) } ?? ""
                row(
                    "process, \(label): \(program.name)", measurement, scale: 1e3,
                    unit: String(format: "ms wall, %.1f MB peak%@", Measurement.percentile(peaks, 0.5), ratio))
                let key =
                    program.name.replacingOccurrences(of: " ", with: "-") + (label == "one month" ? "-month" : "-year")
                figures[key + "-medianMilliseconds"] = measurement.median * 1e3
                figures[key + "-peakMegabytes"] = Measurement.percentile(peaks, 0.5)
                if let calMedian { figures[key + "-ratioToCal"] = measurement.median / calMedian }
            }
        }
        figures.merge(instructionCounts(programs: programs.map { ($0.name, $0.month[0]) }, cal: cal)) { $1 }
        return figures
    }

    /// What a program writes on standard error (its standard output discarded), and its
    /// exit status; `nil` when it cannot be started.
    static func standardError(
        of executable: String, _ arguments: [String], environment: [String: String]? = nil
    ) -> (text: String, status: Int32)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let report = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = report
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, process.terminationStatus)
    }

    /// Instructions executed by whole runs, counted by valgrind's callgrind: exact and the
    /// same from run to run for the same binary and input, where wall time on a shared
    /// machine swings by a third. The workloads: one month, a year as JSON, and a year with
    /// the events of a weekly rule; `cal` for the same month and year.
    static func instructionCounts(programs: [(name: String, path: String)], cal: String?) -> [String: Any] {
        let manager = FileManager.default
        guard let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: manager.isExecutableFile),
            manager.isExecutableFile(atPath: "/usr/bin/strip")
        else {
            print("instructions: skipped (needs valgrind and strip: apt-get install valgrind binutils)")
            return [:]
        }
        // The package's weekly event (Goldens/events/weekly.ics), from this file's place.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let events = root.appendingPathComponent("Goldens/events/weekly.ics").path
        let workloads: [(name: String, arguments: [String])] = [
            ("one month", ["en-US", "9", "2024"]),
            ("a year as JSON", ["en-US", "--year", "2024", "--format", "json"]),
            (
                "a year with a weekly event",
                ["en-US", "--year", "2024", "--events", events, "--time-zone", "Europe/Berlin"]
            ),
        ]
        /// Callgrind's count for one run; valgrind cannot read the DWARF of Swift's release
        /// builds, so a calgrid runs as a copy without debug sections (the code is the same).
        func count(_ command: [String]) -> Int? {
            guard
                let run = standardError(
                    of: valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                    environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"]),
                run.status == 0,
                let line = run.text.split(separator: "\n").first(where: { $0.contains("Collected :") })
            else { return nil }
            return Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        }
        func stripped(_ path: String, name: String) -> String? {
            let copy = NSTemporaryDirectory() + "calgrid-bench-" + name.replacingOccurrences(of: " ", with: "-")
            try? manager.removeItem(atPath: copy)
            guard (try? manager.copyItem(atPath: path, toPath: copy)) != nil else { return nil }
            let strip = Process()
            strip.executableURL = URL(fileURLWithPath: "/usr/bin/strip")
            strip.arguments = ["--strip-debug", copy]
            guard (try? strip.run()) != nil else { return nil }
            strip.waitUntilExit()
            return strip.terminationStatus == 0 ? copy : nil
        }
        var figures: [String: Any] = [:]
        var calMonth: Int? = nil
        if let cal, let counted = count([cal, "9", "2024"]) {
            calMonth = counted
            print(
                padded("instructions, one month: cal", 52) + String(format: "%10.2f", Double(counted) / 1e6)
                    + "  million")
            figures["cal-month-instructions"] = counted
        }
        for (name, path) in programs where name != "cal" {
            guard let copy = stripped(path, name: name) else { continue }
            for workload in workloads {
                guard let counted = count([copy] + workload.arguments) else {
                    print("instructions, \(workload.name): \(name): the run failed")
                    continue
                }
                let ratio =
                    workload.name == "one month"
                    ? calMonth.map { String(format: ", %.1f× cal", Double(counted) / Double($0)) } ?? ""
                    : ""
                print(
                    padded("instructions, \(workload.name): \(name)", 52)
                        + String(format: "%10.2f", Double(counted) / 1e6)
                        + "  million" + ratio)
                let key =
                    name.replacingOccurrences(of: " ", with: "-") + "-"
                    + workload.name.replacingOccurrences(
                        of: " ", with: "-")
                figures[key + "-instructions"] = counted
            }
            try? manager.removeItem(atPath: copy)
        }
        return figures
    }

}
