// The inputs file and the timing loop of the C contender (see README.md beside this file):
// the same reading and the same timing rules as the Node and Babel harnesses.
#ifndef PEER_INPUTS_H
#define PEER_INPUTS_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PEER_MAX_ITEMS 4096
// The construction answers: the categories of 0 ..< PEER_PROBE_INTEGERS under each identifier.
#define PEER_PROBE_INTEGERS 200

struct peer_inputs {
    int locale_count, integer_count, decimal_count, identifier_count, range_count;
    char *locales[PEER_MAX_ITEMS];
    long long integers[PEER_MAX_ITEMS];
    char *decimals[PEER_MAX_ITEMS];
    char *identifiers[PEER_MAX_ITEMS];
    char *range_starts[PEER_MAX_ITEMS], *range_ends[PEER_MAX_ITEMS];
};

static void peer_fail(const char *message, const char *detail) {
    fprintf(stderr, "error: %s%s\n", message, detail);
    exit(1);
}

// Sections: a line `NAME COUNT`, then COUNT lines; `#` starts a comment line.
static void peer_read_inputs(const char *path, struct peer_inputs *in) {
    FILE *file = fopen(path, "r");
    if (!file) peer_fail("cannot open ", path);
    char line[256], name[64];
    int count;
    memset(in, 0, sizeof *in);
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        if (sscanf(line, "%63s %d", name, &count) != 2 || count < 0 || count > PEER_MAX_ITEMS)
            peer_fail("malformed section header: ", line);
        for (int i = 0; i < count; i++) {
            if (!fgets(line, sizeof line, file)) peer_fail("truncated section ", name);
            line[strcspn(line, "\n")] = 0;
            if (!strcmp(name, "locales")) in->locales[i] = strdup(line);
            else if (!strcmp(name, "integers")) in->integers[i] = atoll(line);
            else if (!strcmp(name, "decimals")) in->decimals[i] = strdup(line);
            else if (!strcmp(name, "identifiers")) in->identifiers[i] = strdup(line);
            else if (!strcmp(name, "ranges")) {
                char *space = strchr(line, ' ');
                if (!space) peer_fail("a range needs two numbers: ", line);
                *space = 0;
                in->range_starts[i] = strdup(line);
                in->range_ends[i] = strdup(space + 1);
            } else peer_fail("unknown section ", name);
        }
        if (!strcmp(name, "locales")) in->locale_count = count;
        else if (!strcmp(name, "integers")) in->integer_count = count;
        else if (!strcmp(name, "decimals")) in->decimal_count = count;
        else if (!strcmp(name, "identifiers")) in->identifier_count = count;
        else if (!strcmp(name, "ranges")) in->range_count = count;
    }
    fclose(file);
}

// The digits after the point of a decimal written as `1.50`.
static int peer_fraction_digits(const char *decimal) {
    const char *point = strchr(decimal, '.');
    return point ? (int)strlen(point + 1) : 0;
}

struct peer_operation {
    const char *name;
    int64_t operations_per_pass;
    int64_t (*run)(int64_t passes);  // returns the checksum of `passes` passes
};

static double peer_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec * 1e9 + now.tv_nsec;
}

// Calibrates each operation to about `target_ms` a run, runs each once untimed, then `runs`
// rounds of one timed run of every operation. Prints one `result` line per operation:
// name, operations per pass, passes per run, checksum of one pass, ns/op of each run.
static void peer_time(struct peer_operation *operations, int count, int runs, double target_ms) {
    int64_t passes[16], checksums[16];
    double times[16][64];
    if (runs > 64) runs = 64;
    for (int o = 0; o < count; o++) {
        double started = peer_now();
        checksums[o] = operations[o].run(1);
        double elapsed = peer_now() - started;
        passes[o] = 1;
        while (elapsed < target_ms * 1e6 / 4 && passes[o] < ((int64_t)1 << 40)) {
            passes[o] *= 2;
            started = peer_now();
            operations[o].run(passes[o]);
            elapsed = peer_now() - started;
        }
        passes[o] = (int64_t)(passes[o] * (target_ms * 1e6 / elapsed)) + 1;
    }
    for (int round = 0; round < runs; round++)
        for (int o = 0; o < count; o++) {
            double started = peer_now();
            int64_t checksum = operations[o].run(passes[o]);
            double elapsed = peer_now() - started;
            if (checksum != checksums[o] * passes[o]) peer_fail("a timed run's checksum differs from one pass's: ", operations[o].name);
            times[o][round] = elapsed / (double)(passes[o] * operations[o].operations_per_pass);
        }
    for (int o = 0; o < count; o++) {
        printf("result\t%s\t%lld\t%lld\t%lld\t", operations[o].name, (long long)operations[o].operations_per_pass,
               (long long)passes[o], (long long)checksums[o]);
        for (int round = 0; round < runs; round++) printf(round ? " %.4f" : "%.4f", times[o][round]);
        printf("\n");
    }
}

#endif
