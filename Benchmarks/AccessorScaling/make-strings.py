#!/usr/bin/env python3
"""Writes one large en-only .strings table: N entries in DIR/en.lproj/Localizable.strings.

    python3 Benchmarks/AccessorScaling/make-strings.py 31000 /tmp/big   # about 3.4 MB
    time .build/debug/plural-rules lint /tmp/big

The same N gives the same file. About 40% of the keys are dotted (2 to 4 words of a
40-word vocabulary, so thousands of nested namespaces), 30% are sentences, 30% are
UPPER_SNAKE; values are 4 to 14 words, 30% with %@; half the entries have a comment.
It measures lint and accessors on one big table in a debug build, the build SwiftPM
runs build-tool plugins' tools with.
"""
import os
import random
import sys

if len(sys.argv) != 3:
    sys.exit("usage: make-strings.py N DIR")
count, folder = int(sys.argv[1]), sys.argv[2]
random.seed(7)
words = ("file files folder remaining settings sync title account delete save cancel open close message photo "
         "album share download upload error network retry later today yesterday week month year user profile "
         "name email password").split()
os.makedirs(os.path.join(folder, "en.lproj"), exist_ok=True)
with open(os.path.join(folder, "en.lproj", "Localizable.strings"), "w", encoding="utf-8") as out:
    for i in range(count):
        kind = random.random()
        if kind < 0.4:
            key = ".".join(random.choice(words) for _ in range(random.randint(2, 4))) + f"_{i}"
        elif kind < 0.7:
            key = " ".join(random.choice(words) for _ in range(random.randint(3, 9))).capitalize() + f" {i}" + random.choice(["", "?", "…", "."])
        else:
            key = random.choice(words).upper() + "_" + random.choice(words).upper() + f"_{i}"
        value = " ".join(random.choice(words) for _ in range(random.randint(4, 14))).capitalize()
        if random.random() < 0.3:
            value += " %@"
        if random.random() < 0.5:
            out.write(f"/* Comment for {i} */\n")
        out.write(f'"{key}" = "{value}";\n')
