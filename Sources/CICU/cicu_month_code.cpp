// Temporal month codes, which ICU's calendar API has in C++ only.
#include "cicu_icu.h"

#include <cstring>
#include <unicode/calendar.h>

int32_t cicu_calendar_month_code(const cicu_calendar *calendar, char *code, int32_t capacity) {
#if U_ICU_VERSION_MAJOR_NUM >= 73
    // ICU 73 (ICU-22027) added Calendar::getTemporalMonthCode with no C function. A
    // UCalendar is an icu::Calendar: ICU's own C API (ucal.cpp) casts it the same way.
    UErrorCode status = U_ZERO_ERROR;
    const char *value = reinterpret_cast<const icu::Calendar *>(CICU_CALENDAR(calendar))->getTemporalMonthCode(status);
    if (U_FAILURE(status) || value == nullptr) return -1;
    const std::size_t length = std::strlen(value);
    if (capacity < 0 || length + 1 > static_cast<std::size_t>(capacity)) return -1;
    std::memcpy(code, value, length + 1);
    return static_cast<int32_t>(length);
#else
    (void)calendar;
    (void)code;
    (void)capacity;
    return 0;
#endif
}
