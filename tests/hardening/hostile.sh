#!/usr/bin/env bash
# Writes a roster of hostile size or shape (issue 27), built from the Swedish example's own profiles:
#   hostile.sh commands N    N commands of one unit each
#   hostile.sh units N       one command of N units
#   hostile.sh options N     N options, twenty on each unit (the list's eleven, some twice)
#   hostile.sh label N       three units whose labels are N letters long
#   hostile.sh name N        a roster whose name is N letters long
#   hostile.sh full N        every roster bound at once, N letters to a label: 1,000 commands of five units,
#                            ten options and a label on each (src/core/model/limits.h)
# The roster goes to standard output; generated at test time, never checked in.
set -eu
kind=$1 n=$2
awk -v kind="$kind" -v n="$n" '
# `s` repeated `k` times, by doubling (awk'"'"'s sprintf has a small buffer).
function repeat(s, k,    r) { r = ""; while (k > 0) { if (k % 2) r = r s; s = s s; k = int(k / 2) } return r }
BEGIN {
    print "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    print "<roster xmlns=\"urn:muster:roster:1\" format=\"1\" system=\"baroque\" list=\"swedish\" budget=\"600\" year=\"1632\" created=\"2026-11-30\">"
    name = "Hostile"
    if (kind == "name") name = repeat("N", n)
    print "  <name>" name "</name>"
    print "  <command-structure level=\"average\" />"
    commands = kind == "commands" ? n : kind == "full" ? 1000 : 1
    for (c = 1; c <= commands; ++c) {
        print "  <command>"
        print "    <general quality=\"" (c == 1 ? "expert\" c-in-c=\"true" : "reliable") "\" />"
        if (kind == "units") for (u = 1; u <= n; ++u) print "    <unit profile=\"SW-G1a\" />"
        else if (kind == "full") {
            if (c == 1) label = repeat("L", n)
            for (u = 1; u <= 5; ++u) {
                print "    <unit profile=\"SW-G1a\" label=\"" label "\">"
                for (o = 1; o <= 10; ++o) print "      <option id=\"SW-O" o "\" />"
                print "    </unit>"
            }
        }
        else if (kind == "options") {
            for (u = 1; u * 20 <= n; ++u) {
                print "    <unit profile=\"SW-G1a\">"
                for (o = 1; o <= 20; ++o) print "      <option id=\"SW-O" (o - 1) % 11 + 1 "\" />"
                print "    </unit>"
            }
        } else if (kind == "label") {
            label = repeat("L", n)
            for (u = 1; u <= 3; ++u) print "    <unit profile=\"SW-G1a\" label=\"" label "\" />"
        } else print "    <unit profile=\"SW-G1a\" />"
        print "  </command>"
    }
    print "</roster>"
}'
