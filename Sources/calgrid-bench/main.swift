// calgrid-bench: CalendarGrid's speed, with a Foundation-only baseline in the same run.
//   swift run -c release calgrid-bench                 every workload: a table, then one JSON line
//   swift run -c release calgrid-bench bulk process    only those (month, secondary, profile, bulk, process, selection, onelocale, events);
//                                                      process also counts instructions with valgrind (callgrind) when it is installed
// Figures are meaningful from release builds only (a debug build runs, slowly, which is how
// `swift build` checks that Foundation and CalendarGrid meet in one module).
import CalendarGrid
import Foundation

let start = try ISODate(parsing: "2020-01-01")
let selected = Set(CommandLine.arguments.dropFirst())
func wanted(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }
var figures: [String: Any] = [
    "toolkitVersion": CalendarGridVersion.toolkit, "icuVersion": CalendarGridVersion.icu,
    "cldrVersion": CalendarGridVersion.cldr, "cores": ProcessInfo.processInfo.activeProcessorCount,
]
print(
    "CalendarGrid \(CalendarGridVersion.toolkit), ICU \(CalendarGridVersion.icu), CLDR \(CalendarGridVersion.cldr); "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores"
)
print(Workloads.padded("workload", 52) + "    median        min        p90")
if wanted("month") { figures.merge(try Workloads.monthGrids()) { $1 } }
if wanted("secondary") { figures.merge(try Workloads.secondaryGrids()) { $1 } }
if wanted("profile") { figures.merge(try Workloads.coldProfiles()) { $1 } }
if wanted("bulk") { figures.merge(try await Workloads.bulk()) { $1 } }
if wanted("process") { figures.merge(Workloads.process()) { $1 } }
if wanted("selection") { figures.merge(try Workloads.selection()) { $1 } }
if wanted("onelocale") { figures.merge(try await Workloads.oneLocale()) { $1 } }
if wanted("events") { figures.merge(try Workloads.events()) { $1 } }
figures["sink"] = Workloads.sink % 10
let json = try JSONSerialization.data(withJSONObject: figures, options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
