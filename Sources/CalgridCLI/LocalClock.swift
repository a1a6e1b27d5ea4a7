import CalendarGrid

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process's own clock and terminal say, the way the C library reads them.
package enum LocalClock {
    /// Today, without `--time-zone`: the C library's local time, which honours every `TZ`
    /// a POSIX system accepts (`Europe/Paris`, and POSIX rules such as `XYZ-10` or
    /// `<+10>-10` that ICU does not read) and, without `TZ`, the system's zone.
    static func today() throws(CalendarGridError) -> ISODate {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else {
            throw .icuFailure(function: "localtime_r", code: String(cString: strerror(errno)))
        }
        return try CalendarGridError.lifting { () throws(CalendarError) in
            try ISODate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        }
    }

    /// The width of the terminal on a descriptor, or `nil` when it is not a terminal.
    package static func terminalColumns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
