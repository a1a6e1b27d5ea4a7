// Opening a locale's number format: unum_open, but an algorithmic numbering system's
// rules built once, and only the rule sets the system uses.
#include "cicu_icu.h"

#include <unicode/locid.h>
#include <unicode/numfmt.h>
#include <unicode/numsys.h>
#include <unicode/rbnf.h>

#include <string>
#include <vector>

namespace {

/// Whether `unit` can continue a rule set's name after its `%` or `%%`.
bool isNameUnit(char16_t unit) { return u_isalnum(unit) || unit == u'-'; }

/// The rule set `target` of an RBNF rules text and the sets its rules name, transitively,
/// in the text's order: the rules ICU would build for the system, less the sets it never
/// reaches. ICU separates rule sets at ";%" (RuleBasedNumberFormat::init) and a set's name
/// is the text before its first ':'; a substitution names another set as `%name` or
/// `%%name` (`>%hebrew-item>`, `=%spellout-numbering=`). Empty where `target` is not a set.
icu::UnicodeString reachableRules(const icu::UnicodeString &rules, const icu::UnicodeString &target) {
    struct RuleSet {
        int32_t start;
        int32_t limit;
        icu::UnicodeString name;
        bool reached;
    };
    std::vector<RuleSet> sets;
    int32_t start = 0;
    while (start < rules.length() && u_isWhitespace(rules.charAt(start))) ++start;
    while (start < rules.length()) {
        int32_t separator = rules.indexOf(u";%", 2, start);
        int32_t limit = separator < 0 ? rules.length() : separator + 1;
        int32_t colon = rules.indexOf(u':', start);
        if (colon < 0 || colon > limit) return {};
        sets.push_back({start, limit, icu::UnicodeString(rules, start, colon - start), false});
        start = limit;
    }
    std::vector<icu::UnicodeString> pending{target};
    while (!pending.empty()) {
        icu::UnicodeString name = pending.back();
        pending.pop_back();
        for (RuleSet &set : sets) {
            if (set.reached || set.name != name) continue;
            set.reached = true;
            int32_t at = rules.indexOf(u':', set.start);
            while ((at = rules.indexOf(u'%', at + 1)) >= 0 && at < set.limit) {
                int32_t end = at + 1;
                if (end < set.limit && rules.charAt(end) == u'%') ++end;
                while (end < set.limit && isNameUnit(rules.charAt(end))) ++end;
                pending.push_back(icu::UnicodeString(rules, at, end - at));
                at = end - 1;
            }
        }
    }
    icu::UnicodeString reduced;
    bool found = false;
    for (const RuleSet &set : sets) {
        if (!set.reached) continue;
        reduced.append(rules, set.start, set.limit - set.start);
        found = found || set.name == target;
    }
    return found ? reduced : icu::UnicodeString();
}

/// The format of an algorithmic numbering system as ICU makes it
/// (NumberFormat::makeInstance: the rules of the description's locale and group, or of
/// `desired` and NumberingSystemRules, with the description's rule set as the default),
/// built from the rule sets that set reaches. All of root's NumberingSystemRules (Armenian
/// … Tamil) parse in about 7 million instructions, of which `hebr` uses five sets; `nullptr`
/// where anything differs from that shape, for ICU to build the whole.
icu::NumberFormat *openReachable(const icu::Locale &desired, const icu::NumberingSystem &system) {
    icu::UnicodeString description(system.getDescription());
    icu::Locale rulesLocale(desired);
    const char *group = "NumberingSystemRules";
    icu::UnicodeString name(description);
    int32_t firstSlash = description.indexOf(u'/');
    int32_t lastSlash = description.lastIndexOf(u'/');
    if (lastSlash > firstSlash) {
        std::string localeID;
        description.tempSubString(0, firstSlash).toUTF8String(localeID);
        rulesLocale = icu::Locale::createFromName(localeID.c_str());
        if (description.tempSubString(firstSlash + 1, lastSlash - firstSlash - 1) ==
            icu::UnicodeString(u"SpelloutRules")) {
            group = "SpelloutRules";
        }
        name = description.tempSubString(lastSlash + 1);
    }
    UErrorCode code = U_ZERO_ERROR;
    // ICU's RBNF data package, as RuleBasedNumberFormat opens it (U_ICUDATA_RBNF).
    UResourceBundle *bundle = ures_open(U_ICUDATA_NAME "-rbnf", rulesLocale.getName(), &code);
    UResourceBundle *all = ures_getByKeyWithFallback(bundle, "RBNFRules", nullptr, &code);
    UResourceBundle *lines = ures_getByKeyWithFallback(all, group, nullptr, &code);
    icu::UnicodeString rules;
    while (U_SUCCESS(code) && ures_hasNext(lines)) {
        int32_t length = 0;
        const UChar *line = ures_getNextString(lines, &length, nullptr, &code);
        if (U_SUCCESS(code)) rules.append(line, length);
    }
    ures_close(lines);
    ures_close(all);
    ures_close(bundle);
    if (U_FAILURE(code)) return nullptr;
    icu::UnicodeString reduced = reachableRules(rules, name);
    if (reduced.isEmpty()) return nullptr;
    UParseError error;
    auto *format = new icu::RuleBasedNumberFormat(reduced, rulesLocale, error, code);
    if (format != nullptr && U_SUCCESS(code)) format->setDefaultRuleSet(name, code);
    if (U_FAILURE(code)) {
        delete format;
        return nullptr;
    }
    return format;
}

}  // namespace

cicu_number_format *cicu_number_format_open(const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    if (U_FAILURE(code)) return nullptr;
    UNumberFormat *format = nullptr;
    // unum_open(UNUM_DECIMAL) builds the format once into ICU's cache and hands out a
    // clone; a RuleBasedNumberFormat (Hebrew numerals, `hanidays`, Roman numerals) clones
    // by parsing its rules again. For those systems the format is built once, from the
    // rule sets the system reaches (openReachable), or as the cache builds it
    // (NumberFormat::internalCreateInstance, internal API present in every supported ICU);
    // decimal systems keep the cached copy, which is cheaper than building one.
    icu::Locale desired(locale);
    UErrorCode systemCode = U_ZERO_ERROR;
    icu::NumberingSystem *system = icu::NumberingSystem::createInstance(desired, systemCode);
    const bool algorithmic = U_SUCCESS(systemCode) && system != nullptr && system->isAlgorithmic();
    if (algorithmic) {
        format = reinterpret_cast<UNumberFormat *>(openReachable(desired, *system));
        if (format == nullptr) {
            format = reinterpret_cast<UNumberFormat *>(
                icu::NumberFormat::internalCreateInstance(desired, UNUM_DECIMAL, code));
        }
        if (U_FAILURE(code)) {
            unum_close(format);
            format = nullptr;
        }
    } else {
        format = unum_open(UNUM_DECIMAL, nullptr, 0, locale, nullptr, &code);
    }
    delete system;
    cicu_store_status(status, code);
    if (format != nullptr) unum_setAttribute(format, UNUM_GROUPING_USED, 0);
    return reinterpret_cast<cicu_number_format *>(format);
}

cicu_number_format *cicu_number_format_open_whole_rules(const char *locale, cicu_status *status) {
    UErrorCode code = cicu_icu_status(status);
    UNumberFormat *format = unum_open(UNUM_DECIMAL, nullptr, 0, locale, nullptr, &code);
    cicu_store_status(status, code);
    if (format != nullptr) unum_setAttribute(format, UNUM_GROUPING_USED, 0);
    return reinterpret_cast<cicu_number_format *>(format);
}

int32_t cicu_number_format_public_rule_sets(const cicu_number_format *format) {
    auto *rules = dynamic_cast<const icu::RuleBasedNumberFormat *>(
        reinterpret_cast<const icu::NumberFormat *>(format));
    return rules == nullptr ? -1 : rules->getNumberOfRuleSetNames();
}
