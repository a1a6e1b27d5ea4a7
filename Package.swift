// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CalendarGrid",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CalendarGrid", targets: ["CalendarGrid"]),
        .executable(name: "calgrid", targets: ["calgrid"]),
        .executable(name: "calgrid-bench", targets: ["calgrid-bench"]),
    ],
    targets: [
        // The system ICU4C. ICU's C functions are versioned macros (`ucal_open` is
        // `ucal_open_72`), so `shim.h` wraps each one the toolkit calls.
        .systemLibrary(
            name: "CICU",
            path: "Sources/CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c", "pkg-config"])]
        ),
        // ICU's calendar functions that exist in C++ only (Temporal month codes, ICU 73+),
        // behind one C function.
        .target(
            name: "CICUTemporal",
            dependencies: ["CICU"]
        ),
        .target(
            name: "CalendarGrid",
            dependencies: ["CICU", "CICUTemporal"],
            // The browser picker, compiled into the library as bytes (no bundle to find at
            // run time, no Foundation): HTMLRenderer.pickerScript.
            resources: [.embedInCode("Resources/picker.js")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The command line's logic: parsing, calling the library, rendering, the picker.
        // A library of its own, so that the tests and the fuzzer can call it.
        .target(
            name: "CalgridCLI",
            dependencies: ["CalendarGrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        // The calgrid executable: reads the process's arguments and environment, prints, exits.
        .executableTarget(
            name: "calgrid",
            dependencies: ["CalgridCLI"],
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
        // The benchmark: CalendarGrid against a Foundation-only baseline, in one process.
        // It imports Foundation, and so never CICU.
        .executableTarget(
            name: "calgrid-bench",
            dependencies: ["CalendarGrid", "calgrid"],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
        .testTarget(
            name: "CalendarGridTests",
            dependencies: ["CalendarGrid"]
        ),
        // The Codable conformances through Foundation's JSONEncoder and JSONDecoder, against
        // the JSON that JSONRenderer writes. It imports FoundationEssentials, which has them
        // and no ICU: built for testing, a module that imports CalendarGrid also loads the
        // system ICU's headers (CICU), which all of Foundation's own ICU headers cannot meet.
        .testTarget(
            name: "CalendarGridCodableTests",
            dependencies: ["CalendarGrid"]
        ),
        .testTarget(
            name: "calgridTests",
            dependencies: ["CalgridCLI", "CalendarGrid", "CalendarGridGoldens"]
        ),
        // Runs the built binary. It imports Foundation (JSONSerialization) and so must
        // not import CalendarGrid or calgrid: Foundation's ICU headers and the system
        // ICU cannot meet in one module. The dependency only makes SwiftPM build calgrid.
        .testTarget(
            name: "calgridProcessTests",
            dependencies: ["calgrid", "calgrid-fuzz"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
