// CICUTemporal: the parts of ICU's calendar API that exist in C++ only.
//
// ICU 73 added Temporal month codes (`M05L` for Hebrew Adar I, `M04L` for a Chinese
// leap fourth month) as `icu::Calendar::getTemporalMonthCode`, with no C function.
// This small C++ file gives Swift a C function for it. On ICU 72, which has no month
// codes, it reports that (the toolkit then derives the codes itself, see MonthCode).
#ifndef CICU_TEMPORAL_H
#define CICU_TEMPORAL_H

#include <unicode/ucal.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes ICU's Temporal month code of the calendar's current date into `code`
/// (NUL-terminated) and returns its length; returns 0 when the ICU this was compiled
/// against has no month codes (before ICU 73), and -1 when ICU fails or `capacity`
/// is too small.
int32_t cicu_temporal_month_code(const UCalendar *calendar, char *code, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
