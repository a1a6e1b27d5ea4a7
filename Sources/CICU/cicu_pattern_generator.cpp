// A date-time pattern generator without the locale's four date and four time styles.
#include "cicu_icu.h"

#include <unicode/dtptngen.h>
#include <unicode/locid.h>

cicu_pattern_generator *cicu_pattern_generator_open_for_skeletons(const char *locale, cicu_status *status) {
#if U_ICU_VERSION_MAJOR_NUM >= 72
    // DateTimePatternGenerator::createInstanceNoStdPat (internal API; ICU's own
    // DateFormat::getBestPattern uses it) skips addICUPatterns, which builds a
    // SimpleDateFormat for each date and time style only to read its pattern. For `he`
    // hebrew each of those formats builds a Hebrew-numeral RuleBasedNumberFormat from its
    // rules (about 7 million instructions each, nine tenths of the generator's cost). A
    // UDateTimePatternGenerator is a DateTimePatternGenerator: ICU's C API (udatpg.cpp)
    // casts it the same way.
    UErrorCode code = cicu_icu_status(status);
    icu::DateTimePatternGenerator *generator =
        icu::DateTimePatternGenerator::createInstanceNoStdPat(icu::Locale(locale), code);
    if (U_FAILURE(code)) {
        delete generator;
        generator = nullptr;
    }
    cicu_store_status(status, code);
    return reinterpret_cast<cicu_pattern_generator *>(reinterpret_cast<UDateTimePatternGenerator *>(generator));
#else
    // Before ICU 72 the toolkit does not reach for the internal API: the whole generator.
    return cicu_pattern_generator_open(locale, status);
#endif
}
