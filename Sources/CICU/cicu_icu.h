// What the compiled files of CICU share: ICU's headers (never included by cicu.h), the
// ICU release floor, and the conversions between the boundary's types and ICU's.
#ifndef CICU_ICU_H
#define CICU_ICU_H

#include "cicu.h"

#include <unicode/ucal.h>
#include <unicode/uchar.h>
#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/unumsys.h>
#include <unicode/uregion.h>
#include <unicode/ures.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

#if U_ICU_VERSION_MAJOR_NUM < 67
#error "CalendarGrid needs ICU 67 or newer (found ICU " U_ICU_VERSION "); install a newer libicu-dev, or build one with Scripts/icu and use Scripts/with-icu"
#endif

// The boundary's status constants are ICU's own codes.
#ifdef __cplusplus
static_assert(CICU_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "ICU's buffer overflow code");
static_assert(CICU_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "ICU's using-default warning");
static_assert(CICU_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "ICU's illegal argument code");
static_assert(CICU_UNSUPPORTED_ERROR == U_UNSUPPORTED_ERROR, "ICU's unsupported code");
#else
_Static_assert(CICU_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR, "ICU's buffer overflow code");
_Static_assert(CICU_USING_DEFAULT_WARNING == U_USING_DEFAULT_WARNING, "ICU's using-default warning");
_Static_assert(CICU_ILLEGAL_ARGUMENT_ERROR == U_ILLEGAL_ARGUMENT_ERROR, "ICU's illegal argument code");
_Static_assert(CICU_UNSUPPORTED_ERROR == U_UNSUPPORTED_ERROR, "ICU's unsupported code");
#endif

// ures_getByKeyWithFallback is ICU's own lookup with locale inheritance and aliases (what
// its formatters read data with). Every ICU release exports it, but only an internal
// header declares it, so it is declared here; ICU's renaming header versions the name.
U_CAPI UResourceBundle *U_EXPORT2 ures_getByKeyWithFallback(
    const UResourceBundle *resB, const char *inKey, UResourceBundle *fillIn, UErrorCode *status);

/// The status as ICU takes it.
static inline UErrorCode cicu_icu_status(const cicu_status *status) { return (UErrorCode)status->code; }

/// Stores ICU's status back into the boundary's.
static inline void cicu_store_status(cicu_status *status, UErrorCode code) { status->code = (int32_t)code; }

// The handles: ICU's own pointers under the toolkit's names. UCalendar, UDateFormat,
// UNumberFormat and UDateTimePatternGenerator are `void *` typedefs in ICU's C API, so
// their handles are `void **`; the others are pointers to ICU's opaque structs.
#define CICU_CALENDAR(handle) ((UCalendar *)(handle))
#define CICU_DATE_FORMAT(handle) ((UDateFormat *)(handle))
#define CICU_NUMBER_FORMAT(handle) ((UNumberFormat *)(handle))
#define CICU_PATTERN_GENERATOR(handle) ((UDateTimePatternGenerator *)(handle))
#define CICU_INTERVAL_FORMAT(handle) ((UDateIntervalFormat *)(handle))
#define CICU_RESOURCE(handle) ((UResourceBundle *)(handle))
#define CICU_ENUMERATION(handle) ((UEnumeration *)(handle))

/// ICU's field for a boundary field; UCAL_FIELD_COUNT for one this ICU lacks.
UCalendarDateFields cicu_icu_field(cicu_calendar_field field);

#endif
