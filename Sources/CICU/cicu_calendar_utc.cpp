// A calendar in UTC from ICU's C++ API: ucal_open takes a zone only by ID, which loads
// the zone from ICU's time zone data (about 45,000 instructions of a one-month run).
#include "cicu_icu.h"

#include <unicode/calendar.h>
#include <unicode/simpletz.h>

cicu_calendar *cicu_calendar_open_utc(const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    if (U_FAILURE(code)) return nullptr;
    // UTC has no offset and no daylight time in any release of the time zone database:
    // a SimpleTimeZone of offset 0 computes every field as the database's UTC does.
    // ICU's objects allocate with ICU's allocator, which gives null rather than throwing.
    icu::TimeZone *zone = new icu::SimpleTimeZone(0, icu::UnicodeString(u"UTC", 3));
    if (zone == nullptr) {
        cicu_store_status(status, U_MEMORY_ALLOCATION_ERROR);
        return nullptr;
    }
    // createInstance adopts the zone, also when it fails; a UCalendar is an icu::Calendar
    // (ICU's own ucal_open returns one the same way).
    icu::Calendar *calendar = icu::Calendar::createInstance(zone, icu::Locale(locale), code);
    cicu_store_status(status, code);
    return reinterpret_cast<cicu_calendar *>(calendar);
}
