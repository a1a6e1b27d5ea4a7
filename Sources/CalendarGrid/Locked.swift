#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a pthread mutex: the one lock of the library.
///
/// A pthread mutex rather than the Synchronization module's `Mutex`: ThreadSanitizer
/// intercepts pthread locks, but not the futex under `Mutex` on Linux, so with `Mutex`
/// every guarded access was reported as a race (`Scripts/sanitize thread`).
/// `@unchecked Sendable` because the value (ICU handles among them) is only ever
/// touched inside ``withLock(_:)``.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
