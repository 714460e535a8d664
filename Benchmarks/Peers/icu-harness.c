// The ICU4C contender of Benchmarks/run.sh: times ICU's C API on the inputs that
// `PluralRulesBenchmarks --write-peer-inputs` wrote, and writes its answers for comparison.
//
//   icu-harness INPUTS ANSWERS RUNS TARGET_MS
//
// Built by run.sh against each ICU it finds (the wheel's ICU 78, the system's libicu-dev).
// Prints `info` and `result` lines (see Benchmarks/Peers/README.md); categories are numbered
// as the Swift runtime numbers them: 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#include "peer-inputs.h"

static void check(UErrorCode status, const char *what) {
    if (U_FAILURE(status)) {
        fprintf(stderr, "error: %s: %s\n", what, u_errorName(status));
        exit(1);
    }
}

// A keyword as a category number, from its first two letters and its length.
static int category_of(const UChar *keyword, int32_t length) {
    switch (keyword[0]) {
    case 'z': return 0;
    case 'o': return length == 3 ? 1 : 5;
    case 't': return 2;
    case 'f': return 3;
    case 'm': return 4;
    default: return 9;
    }
}

static struct peer_inputs in;
static UPluralRules **rules;            // one per locale, cardinal
static const UNumberFormatter *formatter_of_decimal[PEER_MAX_ITEMS];
static UFormattedNumber *parsed[PEER_MAX_ITEMS];   // each decimal formatted once: its quantity
static UFormattedNumberRange *parsed_ranges[PEER_MAX_ITEMS];
static UFormattedNumber *scratch;
static const UNumberFormatter *formatters[8];     // by fraction digits
static const UNumberRangeFormatter *range_formatters[8];

// The number formatter that shows exactly `digits` fraction digits, as the string has them:
// ICU drops trailing zeros otherwise, and 1.0 is not 1 in most locales.
static UChar *skeleton_for(int digits, UChar *buffer) {
    char text[32] = "precision-integer";
    if (digits > 0) {
        text[0] = '.';
        for (int i = 0; i < digits; i++) text[1 + i] = '0';
        text[1 + digits] = 0;
    }
    u_uastrcpy(buffer, text);
    return buffer;
}

static int64_t run_integers(int64_t passes) {
    int64_t checksum = 0;
    UChar keyword[8];
    UErrorCode status = U_ZERO_ERROR;
    for (int64_t pass = 0; pass < passes; pass++)
        for (int l = 0; l < in.locale_count; l++)
            for (int i = 0; i < in.integer_count; i++) {
                int32_t length = uplrules_select(rules[l], (double)in.integers[i], keyword, 8, &status);
                checksum += category_of(keyword, length);
            }
    check(status, "uplrules_select");
    return checksum;
}

static int64_t run_decimal_strings(int64_t passes) {
    int64_t checksum = 0;
    UChar keyword[8];
    UErrorCode status = U_ZERO_ERROR;
    for (int64_t pass = 0; pass < passes; pass++)
        for (int l = 0; l < in.locale_count; l++)
            for (int d = 0; d < in.decimal_count; d++) {
                unumf_formatDecimal(formatter_of_decimal[d], in.decimals[d], -1, scratch, &status);
                int32_t length = uplrules_selectFormatted(rules[l], scratch, keyword, 8, &status);
                checksum += category_of(keyword, length);
            }
    check(status, "unumf_formatDecimal + uplrules_selectFormatted");
    return checksum;
}

static int64_t run_parsed_decimals(int64_t passes) {
    int64_t checksum = 0;
    UChar keyword[8];
    UErrorCode status = U_ZERO_ERROR;
    for (int64_t pass = 0; pass < passes; pass++)
        for (int l = 0; l < in.locale_count; l++)
            for (int d = 0; d < in.decimal_count; d++) {
                int32_t length = uplrules_selectFormatted(rules[l], parsed[d], keyword, 8, &status);
                checksum += category_of(keyword, length);
            }
    check(status, "uplrules_selectFormatted");
    return checksum;
}

static int64_t run_construction(int64_t passes) {
    int64_t checksum = 0;
    for (int64_t pass = 0; pass < passes; pass++)
        for (int i = 0; i < in.identifier_count; i++) {
            UErrorCode status = U_ZERO_ERROR;
            UPluralRules *opened = uplrules_open(in.identifiers[i], &status);
            checksum += U_SUCCESS(status) && opened != NULL;
            uplrules_close(opened);
        }
    return checksum;
}

static int64_t run_ranges(int64_t passes) {
    int64_t checksum = 0;
    UChar keyword[8];
    UErrorCode status = U_ZERO_ERROR;
    for (int64_t pass = 0; pass < passes; pass++)
        for (int l = 0; l < in.locale_count; l++)
            for (int r = 0; r < in.range_count; r++) {
                int32_t length = uplrules_selectForRange(rules[l], parsed_ranges[r], keyword, 8, &status);
                checksum += category_of(keyword, length);
            }
    check(status, "uplrules_selectForRange");
    return checksum;
}

static void write_answers(const char *path) {
    FILE *file = fopen(path, "w");
    if (!file) { perror(path); exit(1); }
    UChar keyword[8];
    UErrorCode status = U_ZERO_ERROR;
    for (int l = 0; l < in.locale_count; l++) {
        fprintf(file, "integer\t%s\t", in.locales[l]);
        for (int i = 0; i < in.integer_count; i++)
            fputc('0' + category_of(keyword, uplrules_select(rules[l], (double)in.integers[i], keyword, 8, &status)), file);
        fprintf(file, "\ndecimal\t%s\t", in.locales[l]);
        for (int d = 0; d < in.decimal_count; d++) {
            unumf_formatDecimal(formatter_of_decimal[d], in.decimals[d], -1, scratch, &status);
            fputc('0' + category_of(keyword, uplrules_selectFormatted(rules[l], scratch, keyword, 8, &status)), file);
        }
        fprintf(file, "\nrange\t%s\t", in.locales[l]);
        for (int r = 0; r < in.range_count; r++)
            fputc('0' + category_of(keyword, uplrules_selectForRange(rules[l], parsed_ranges[r], keyword, 8, &status)), file);
        fputc('\n', file);
    }
    for (int i = 0; i < in.identifier_count; i++) {
        UPluralRules *opened = uplrules_open(in.identifiers[i], &status);
        fprintf(file, "identifier\t%s\t", in.identifiers[i]);
        for (int n = 0; n < PEER_PROBE_INTEGERS; n++)
            fputc('0' + category_of(keyword, uplrules_select(opened, (double)n, keyword, 8, &status)), file);
        fputc('\n', file);
        uplrules_close(opened);
    }
    check(status, "answers");
    fclose(file);
}

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: icu-harness INPUTS ANSWERS RUNS TARGET_MS\n");
        return 2;
    }
    peer_read_inputs(argv[1], &in);
    UErrorCode status = U_ZERO_ERROR;
    rules = calloc((size_t)in.locale_count, sizeof *rules);
    for (int l = 0; l < in.locale_count; l++) {
        // ICU reads CLDR names (sr_Latn) and BCP 47 tags alike.
        rules[l] = uplrules_openForType(in.locales[l], UPLURAL_TYPE_CARDINAL, &status);
        check(status, in.locales[l]);
    }
    UChar skeleton[32];
    for (int digits = 0; digits < 8; digits++) {
        formatters[digits] = unumf_openForSkeletonAndLocale(skeleton_for(digits, skeleton), -1, "en", &status);
        UParseError error;
        range_formatters[digits] = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
            skeleton_for(digits, skeleton), -1, UNUM_RANGE_COLLAPSE_NONE, UNUM_IDENTITY_FALLBACK_RANGE,
            "en", &error, &status);
    }
    check(status, "number formatters");
    scratch = unumf_openResult(&status);
    for (int d = 0; d < in.decimal_count; d++) {
        formatter_of_decimal[d] = formatters[peer_fraction_digits(in.decimals[d])];
        parsed[d] = unumf_openResult(&status);
        unumf_formatDecimal(formatter_of_decimal[d], in.decimals[d], -1, parsed[d], &status);
    }
    for (int r = 0; r < in.range_count; r++) {
        const char *start = in.range_starts[r], *end = in.range_ends[r];
        parsed_ranges[r] = unumrf_openResult(&status);
        unumrf_formatDecimalRange(range_formatters[peer_fraction_digits(start)], start, -1, end, -1,
                                  parsed_ranges[r], &status);
    }
    check(status, "formatting the inputs");

    UVersionInfo version, cldr;
    char version_text[U_MAX_VERSION_STRING_LENGTH], cldr_text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, version_text);
    ulocdata_getCLDRVersion(cldr, &status);
    check(status, "ulocdata_getCLDRVersion");
    u_versionToString(cldr, cldr_text);
    printf("info\tversion\tICU4C %s\n", version_text);
    printf("info\tcldr\t%s\n", cldr_text);

    write_answers(argv[2]);
    struct peer_operation operations[] = {
        {"integer", (int64_t)in.locale_count * in.integer_count, run_integers},
        {"decimal", (int64_t)in.locale_count * in.decimal_count, run_decimal_strings},
        {"operands", (int64_t)in.locale_count * in.decimal_count, run_parsed_decimals},
        {"construct", in.identifier_count, run_construction},
        {"range", (int64_t)in.locale_count * in.range_count, run_ranges},
    };
    peer_time(operations, 5, atoi(argv[3]), atof(argv[4]));
    return 0;
}
