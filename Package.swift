// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CalendarGrid",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CalendarGrid", targets: ["CalendarGrid"]),
        // Date, TimeZone, Locale and Calendar.Identifier beside CalendarGrid's values.
        .library(name: "CalendarGridFoundation", targets: ["CalendarGridFoundation"]),
        // Events on the grid: iCalendar (RFC 5545) with recurrence in any calendar (RFC 7529).
        .library(name: "CalendarGridEvents", targets: ["CalendarGridEvents"]),
        .executable(name: "calgrid", targets: ["calgrid"]),
    ],
    targets: [
        // The system ICU4C, found with pkg-config: its compiler flags reach CICU, its linker
        // flags every product. The module has no header: no Swift module sees ICU's types.
        .systemLibrary(
            name: "SystemICU",
            path: "Sources/SystemICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c", "pkg-config"])]
        ),
        // The C boundary: compiled C and C++ that call ICU, behind a header of standard C
        // types and opaque handles (include/cicu.h), so that an app importing Foundation
        // (which carries its own ICU) and CalendarGrid never meets two sets of ICU types.
        .target(
            name: "CICU",
            dependencies: ["SystemICU"],
            // ICU 78's icu-i18n.pc lists icu-uc only as Requires.private, which a shared link
            // still needs: the common and data libraries are named here, as ICU documents.
            // libm comes after them for a static link (Scripts/install), whose archives
            // are searched in order (libicui18n.a calls pow and atan2).
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata"), .linkedLibrary("m")]
        ),
        .target(
            name: "CalendarGrid",
            dependencies: ["CICU"],
            // The browser picker and its texts in 34 languages, compiled into the library as
            // bytes (no bundle to find at run time, no Foundation): HTMLRenderer.pickerScript,
            // HTMLRenderer.Picker.builtInMessages(for:).
            resources: [.embedInCode("Resources/picker.js"), .embedInCode("Resources/picker-messages.tsv")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The Foundation bridge: a library of its own, so that CalendarGrid and calgrid stay
        // free of Foundation.
        .target(
            name: "CalendarGridFoundation",
            dependencies: ["CalendarGrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // Events (timed, all-day, multi-day, recurring, in any calendar) on the grid's days.
        .target(
            name: "CalendarGridEvents",
            dependencies: ["CalendarGrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The command line's logic: parsing, calling the library, rendering, the picker.
        // A library of its own, so that the tests and the fuzzer can call it.
        .target(
            name: "CalgridCLI",
            dependencies: ["CalendarGrid", "CalendarGridEvents"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The calgrid executable: reads the process's arguments and environment, prints, exits.
        .executableTarget(
            name: "calgrid",
            dependencies: ["CalgridCLI", "CalendarGrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // libFuzzer target over locale IDs, month addresses and whole command lines
        // (Scripts/fuzz builds it with -sanitize=fuzzer). Built normally, it replays
        // the inputs given as files, which is how the tests run kept crash inputs.
        .executableTarget(
            name: "calgrid-fuzz",
            dependencies: ["CalgridCLI", "CalendarGrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The goldens: Goldens/cases.tsv, rendering through calgrid's Command, the golden
        // folders, the civil-day table. Shared by the recorder and the golden tests.
        .target(
            name: "CalendarGridGoldens",
            dependencies: ["CalendarGrid", "CalgridCLI"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The one recorder of the goldens (Scripts/regenerate-goldens runs it).
        .executableTarget(
            name: "calgrid-goldens",
            dependencies: ["CalendarGridGoldens", "CalendarGrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The benchmark: CalendarGrid against a Foundation-only baseline, in one process
        // (Foundation and CalendarGrid in one module, as in an app). Not a product: apps that
        // depend on the package do not see it; `swift run -c release calgrid-bench` runs it here.
        .executableTarget(
            name: "calgrid-bench",
            dependencies: ["CalendarGrid", "CalendarGridEvents", "CalgridCLI", "calgrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "CalendarGridTests",
            dependencies: ["CalendarGrid"]
        ),
        // The Codable conformances through Foundation's JSONEncoder and JSONDecoder, against
        // the JSON that JSONRenderer writes: a module that imports Foundation beside
        // CalendarGrid, built for testing, as an app's tests are.
        .testTarget(
            name: "CalendarGridCodableTests",
            dependencies: ["CalendarGrid"]
        ),
        // The public API as a client uses it (no @testable): the code of the three DocC
        // catalogs.
        .testTarget(
            name: "CalendarGridPublicAPITests",
            dependencies: ["CalendarGrid", "CalendarGridEvents", "CalendarGridFoundation"]
        ),
        .testTarget(
            name: "CalendarGridEventsTests",
            dependencies: ["CalendarGridEvents", "CalendarGrid"]
        ),
        .testTarget(
            name: "CalendarGridFoundationTests",
            dependencies: ["CalendarGridFoundation", "CalendarGrid"]
        ),
        .testTarget(
            name: "calgridTests",
            dependencies: ["CalgridCLI", "CalendarGrid", "CalendarGridGoldens"]
        ),
        // Runs the built binary and compares its stdout, stderr and exit status (it reads
        // JSON with Foundation's JSONSerialization). The dependency only makes SwiftPM build
        // calgrid.
        .testTarget(
            name: "calgridProcessTests",
            dependencies: ["calgrid", "calgrid-fuzz"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
