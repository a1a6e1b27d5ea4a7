import Testing

@testable import CalendarGrid

@Suite("RecencyCache")
struct RecencyCacheTests {
    @Test("when full, the least recently used entry makes room; a lookup makes an entry recent")
    func forgetsLeastRecentlyUsed() {
        var cache = RecencyCache<Int, String>(capacity: 3)
        cache.insert("one", for: 1)
        cache.insert("two", for: 2)
        cache.insert("three", for: 3)
        #expect(cache.value(for: 1) == "one")  // 2 is now the least recently used
        cache.insert("four", for: 4)
        #expect(cache.count == 3)
        #expect(!cache.contains(2))
        #expect(cache.contains(1) && cache.contains(3) && cache.contains(4))
        cache.insert("three again", for: 3)  // replacing makes it recent too
        cache.insert("five", for: 5)  // 1 is now the least recently used
        #expect(!cache.contains(1))
        #expect(cache.value(for: 3) == "three again")
        cache.removeAll()
        #expect(cache.count == 0 && cache.value(for: 3) == nil)
    }

    @Test("a long run of lookups and insertions keeps exactly the most recent keys")
    func matchesANaiveModel() {
        // A model that keeps keys in use order, against the cache, over a pseudo-random run.
        var cache = RecencyCache<Int, Int>(capacity: 16)
        var model: [Int] = []  // least recent first
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for step in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = Int(state >> 59)  // 0 ... 31
            if step % 3 == 0 {
                let found = cache.value(for: key)
                #expect((found != nil) == model.contains(key))
                if found != nil {
                    model.removeAll { $0 == key }
                    model.append(key)
                }
            } else {
                cache.insert(key * 10, for: key)
                model.removeAll { $0 == key }
                model.append(key)
                if model.count > 16 { model.removeFirst() }
            }
        }
        #expect(cache.count == model.count)
        for key in model { #expect(cache.value(for: key) == key * 10) }
    }
}
