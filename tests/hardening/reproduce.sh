#!/usr/bin/env bash
# The reproducers of issue 17, one case per defect: each must give a clear error or the right result,
# never a crash, a lost edit or a replaced file. Small inputs are in tests/fixtures/bad/; huge ones are made here.
#   reproduce.sh MUSTER SOURCE_DIR CASE     (MUSTER_DATA_DIR names the data folder)
set -u
muster=$1
src=$2
case=$3
fx=$src/tests/fixtures/bad
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
example=$src/lists/examples/swedish-600.muster

fail() {
    echo "FAIL [$case]: $*"
    exit 1
}
# Runs muster in English (or $lang); a death by a signal is always a failure.
run() {
    timeout 60 "$muster" --lang "${lang:-en}" "$@" >"$work/out" 2>"$work/err"
    rc=$?
    [ $rc -ne 124 ] || fail "muster $* took more than a minute"
    [ $rc -lt 128 ] || fail "muster $* died with signal $((rc - 128)): $(tail -5 "$work/err")"
}
expect_rc() { [ "$rc" = "$1" ] || fail "exit $rc, expected $1: $(cat "$work/out" "$work/err")"; }
expect_err() { grep -q -- "$1" "$work/err" || fail "standard error lacks '$1': $(cat "$work/err")"; }
expect_out() { grep -q -- "$1" "$work/out" || fail "output lacks '$1': $(cat "$work/out")"; }
expect_said() { cat "$work/out" "$work/err" | grep -q -- "$1" || fail "neither output says '$1': $(cat "$work/out" "$work/err")"; }
no_temp_files() {
    local left
    left=$(find "$work" -name '*.tmp*' | head -3)
    [ -z "$left" ] || fail "temporary files left behind: $left"
}
roster() {
    cp "$example" "$work/$1"
    echo "$work/$1"
}
units() { grep -c '<unit ' "$1"; }
# A file of `depth` nested elements inside the root element $1 (with its attributes $2).
deep() {
    local file=$1 root=$2 attrs=$3 depth=$4
    {
        printf '<%s %s>' "$root" "$attrs"
        head -c "$depth" /dev/zero | sed 's/\x0/<x>/g'
        head -c "$depth" /dev/zero | sed 's/\x0/<\/x>/g'
        printf '</%s>\n' "$root"
    } >"$file"
}

case $case in
D1) # A 50 KB tag name and attribute name: lint segfaulted in std::regex.
    name=$(head -c 50000 /dev/zero | tr '\0' a)
    printf '<army-list xmlns="urn:muster:armylist:1" system="baroque" id="x" %s="1"><%s/></army-list>\n' "$name" "$name" >"$work/long.xml"
    run lint "$work/long.xml"
    expect_rc 1
    printf '<%s/>\n' "$name" >"$work/tag.xml"
    run lint "$work/tag.xml"
    expect_rc 0
    ;;
D2) # 30,000 levels of nesting: lint, sheet FILE and, once in the data folder, every command crashed.
    deep "$work/deep.xml" army-list 'xmlns="urn:muster:armylist:1" id="deep" system="baroque" name="Deep"' 30000
    run lint "$work/deep.xml"
    expect_rc 3
    expect_out xml_too_deep
    deep "$work/system.xml" system 'xmlns="urn:muster:system:1" id="deep" name="Deep"' 30000
    run sheet "$work/system.xml" -o "$work/sheet.pdf"
    expect_rc 3
    expect_err xml_too_deep
    cp -r "$MUSTER_DATA_DIR" "$work/data"
    cp "$work/deep.xml" "$work/data/lists/baroque/deep.xml"
    run lists --data-dir "$work/data"
    expect_out swedish
    run check "$example" --data-dir "$work/data"
    expect_rc 0
    ;;
D3) # `roster R -o R` replaced the roster with the PDF.
    r=$(roster army.muster)
    for cmd in roster cards; do
        run $cmd "$r" -o "$r"
        expect_rc 2
        cmp -s "$r" "$example" || fail "$cmd replaced its input"
        ln -sf "$r" "$work/link.pdf"
        run $cmd "$r" -o "$work/link.pdf"
        expect_rc 2
        cmp -s "$r" "$example" || fail "$cmd replaced its input through a link"
    done
    run export "$r" -o "$r" --force
    expect_rc 2
    cmp -s "$r" "$example" || fail "export replaced its input"
    ;;
D4) # A FIFO or a symlink given as PDF output was replaced by a regular file.
    mkfifo "$work/fifo"
    run roster "$example" -o "$work/fifo"
    expect_rc 3
    [ -p "$work/fifo" ] || fail "the FIFO was replaced"
    : >"$work/target.pdf"
    ln -s target.pdf "$work/link.pdf"
    run roster "$example" -o "$work/link.pdf"
    expect_rc 0
    [ -L "$work/link.pdf" ] || fail "the symlink was replaced by a file"
    head -c 5 "$work/target.pdf" | grep -q '%PDF' || fail "the link's target was not written"
    no_temp_files
    ;;
D5) # Edits saved numbers the reader refuses; afterwards no command could open the file.
    run new --list swedish --budget 5000000 -o "$work/new.muster"
    expect_rc 2
    expect_err "1,000,000"
    [ ! -e "$work/new.muster" ] || fail "new saved a budget the reader refuses"
    r=$(roster army.muster)
    for change in "--budget 1000001" "--year 1000001" "--figures 1/1=1000001" "--purchase exploration_dice=1000001"; do
        # shellcheck disable=SC2086
        run set "$r" $change
        expect_rc 2
    done
    run add "$r" SW-G1a --figures 1000001
    expect_rc 2
    run set "$r" --budget 1000000
    expect_rc 0
    run check "$r"
    expect_rc 1
    ;;
D6) # A character reference beyond U+10FFFF loaded, and was saved as invalid UTF-8.
    run check "$fx/d6-beyond-unicode.muster"
    expect_rc 3
    grep -q 'd6-beyond-unicode.muster:4' "$work/out" "$work/err" || fail "no line named: $(cat "$work/out" "$work/err")"
    ;;
D7) # Two edits at once: one was lost while both said they had saved.
    r=$(roster army.muster)
    before=$(units "$r")
    ok=0
    for i in $(seq 1 25); do
        "$muster" --lang en add "$r" SW-G1a >/dev/null 2>"$work/a.err" &
        a=$!
        "$muster" --lang en add "$r" SW-G2a >/dev/null 2>"$work/b.err" &
        b=$!
        wait $a && ok=$((ok + 1))
        wait $b && ok=$((ok + 1))
    done
    after=$(units "$r")
    [ "$after" = $((before + ok)) ] || fail "$ok edits said they were saved, but the roster gained $((after - before)) units"
    no_temp_files
    ;;
D8) # Saves reset the mode, dropped owner and group, replaced a symlink and overwrote a read-only file.
    r=$(roster army.muster)
    chmod 600 "$r"
    run set "$r" --name "Mode kept"
    expect_rc 0
    [ "$(stat -c %a "$r")" = 600 ] || fail "mode became $(stat -c %a "$r")"
    if [ "$(id -u)" = 0 ]; then
        chown nobody:nogroup "$r"
        run set "$r" --name "Owner kept"
        expect_rc 0
        [ "$(stat -c %U:%G "$r")" = nobody:nogroup ] || fail "owner became $(stat -c %U:%G "$r")"
    fi
    ln -s army.muster "$work/link.muster"
    run set "$work/link.muster" --name "Through the link"
    expect_rc 0
    [ -L "$work/link.muster" ] || fail "the symlink was replaced by a file"
    grep -q "Through the link" "$r" || fail "the link's target was not written"
    ln "$r" "$work/hard.muster"
    run set "$r" --name "Both names"
    expect_rc 0
    grep -q "Both names" "$work/hard.muster" || fail "the hard link was split"
    rm "$work/hard.muster"
    chmod 444 "$r"
    cp "$r" "$work/before.muster"
    run set "$r" --name "Read-only"
    expect_rc 3
    expect_err "read-only"
    cmp -s "$r" "$work/before.muster" || fail "a read-only roster was overwritten"
    no_temp_files
    ;;
D9) # The reason of a failed save was wrong: "its folder does not exist" for a permission problem.
    mkdir "$work/locked"
    chmod 755 "$work"
    chmod 555 "$work/locked"
    as_user=()
    [ "$(id -u)" = 0 ] && as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
    "${as_user[@]}" "$muster" --lang en new --list swedish -o "$work/locked/army.muster" >"$work/out" 2>"$work/err"
    rc=$?
    expect_rc 3
    grep -q "Success\|folder does not exist" "$work/err" && fail "wrong reason: $(cat "$work/err")"
    expect_err "permission denied"
    run new --list swedish -o "$work/nowhere/army.muster"
    expect_rc 3
    expect_err "folder does not exist"
    no_temp_files
    ;;
D10) # --add-command had no bound: 2^31 commands ran out of memory.
    r=$(roster army.muster)
    run set "$r" --add-command 2147483647
    expect_rc 2
    run set "$r" --add-command 100000
    expect_rc 2
    expect_err "20"
    run set "$r" --add-command 2
    expect_rc 0
    ;;
D11) # --exploration-dice 2147483647 looped for seconds and saved a garbage total.
    r=$(roster army.muster)
    run set "$r" --exploration-dice 2147483647
    expect_rc 2
    cmp -s "$r" "$example" || fail "the roster changed"
    run set "$r" --exploration-dice 1000000
    expect_rc 0
    expect_out "2,000,580 of 600"
    ;;
D13) # A long numeric stat overflowed; lint called the list clean.
    run lint "$fx/d13-long-stat.xml"
    expect_rc 1
    expect_out invalid_number
    ;;
D14) # lint's cheapest-army sum overflowed and skipped the budget check.
    run lint "$fx/d14-cheapest-overflow.xml"
    expect_rc 1
    expect_out minimums_exceed_budget
    ;;
D15) # lint read any file whole: /dev/zero ran out of memory.
    run lint /dev/zero
    expect_rc 3
    expect_out "not a regular file"
    ;;
D16) # A roster whose list belongs to another system was checked and edited anyway.
    run check "$fx/d16-list-of-other-system.muster"
    expect_rc 3
    expect_said list_of_other_system
    cp "$fx/d16-list-of-other-system.muster" "$work/other.muster"
    run add "$work/other.muster" SW-G1a
    expect_rc 3
    cmp -s "$work/other.muster" "$fx/d16-list-of-other-system.muster" || fail "the roster was edited"
    ;;
D17) # English under --lang: template and sheet errors, the newer-format refusal.
    r=$(roster army.muster)
    cp "$fx/newer-format.muster" "$work/newer.muster"
    for args in "roster $r -o $work/x.pdf --template $fx/bad-template.xml" "sheet no-such-system -o $work/x.pdf" \
        "set $work/newer.muster --name x"; do
        # shellcheck disable=SC2086
        lang=en run $args
        cp "$work/err" "$work/err.en"
        # shellcheck disable=SC2086
        lang=it run $args
        [ "$rc" -ne 0 ] || fail "muster $args succeeded"
        cmp -s "$work/err" "$work/err.en" && fail "muster $args answers Italian in English: $(cat "$work/err")"
    done
    ;;
added-after-save) # add said "Added" when the save then failed.
    cp "$fx/newer-format.muster" "$work/newer.muster"
    run add "$work/newer.muster" SW-G1a
    expect_rc 3
    grep -q "Added" "$work/out" && fail "add announced a unit it did not save"
    ;;
negative-count) # set --exploration-dice -3 was saved.
    r=$(roster army.muster)
    run set "$r" --exploration-dice -3
    expect_rc 2
    cmp -s "$r" "$example" || fail "the roster changed"
    ;;
repeated-option) # A repeated option silently took the last value.
    r=$(roster army.muster)
    run set "$r" --budget 500 --budget 600
    expect_rc 2
    expect_err "budget"
    ;;
stale-temp) # Temporary files of saves that were killed stayed for ever.
    r=$(roster army.muster)
    : >"$r.tmp99999999"
    run set "$r" --name "Cleaned"
    expect_rc 0
    no_temp_files
    ;;
planted-link) # Another user planted NAME.tmpPID links to a victim file: a save followed them (issue 27).
    r=$(roster army.muster)
    printf 'secret\n' >"$work/victim"
    # Links for the PIDs the next processes are likely to get, as an attacker would plant them.
    perl -e 'symlink($ARGV[0], "$ARGV[1].tmp$_") for $ARGV[2] + 1 .. $ARGV[2] + 3000' "$work/victim" "$r" $$
    run set "$r" --name "Safe"
    expect_rc 0
    [ "$(cat "$work/victim")" = secret ] || fail "the save wrote through a planted link"
    [ -f "$r" ] && [ ! -L "$r" ] || fail "the roster became a link"
    grep -q 'Safe' "$r" || fail "the roster was not saved"
    ;;
over-bounds) # Past a bound of src/core/limits.h: refused before any work, naming the limit; nothing written (issue 27).
    for shape in "commands 1001:more than 1,000 commands" "units 5001:more than 5,000 units" "options 50020:more than 50,000 options" \
                 "label 1001:longer than 1,000 characters" "name 10000000:longer than 1,000 characters"; do
        set -- ${shape%%:*}
        said=${shape#*:}
        bash "$src/tests/hardening/hostile.sh" "$1" "$2" >"$work/big.muster"
        cp "$work/big.muster" "$work/before.muster"
        run check "$work/big.muster"
        expect_rc 3
        expect_said "$said"
        expect_said "big.muster"
        run set "$work/big.muster" --sc good
        expect_rc 3
        cmp -s "$work/big.muster" "$work/before.muster" || fail "$1 $2: set changed the roster"
        for cmd in roster cards; do
            run $cmd "$work/big.muster" -o "$work/big.pdf"
            expect_rc 3
            [ ! -e "$work/big.pdf" ] || fail "$1 $2: $cmd wrote a PDF"
        done
        run export "$work/big.muster" -o "$work/big.txt"
        expect_rc 3
        [ ! -e "$work/big.txt" ] || fail "$1 $2: export wrote a file"
    done
    lang=de run check "$work/big.muster"
    expect_said "mehr als 1.000 Zeichen"
    # An army list and an event pack of 60,000 elements.
    { printf '<army-list xmlns="urn:muster:armylist:1" id="big" system="baroque" name="Big">'
      head -c 60000 /dev/zero | sed 's/\x0/<x\/>/g'
      printf '</army-list>\n'; } >"$work/big-list.xml"
    run lint "$work/big-list.xml"
    expect_rc 3
    expect_said "more than 50,000 elements"
    sed 's/army-list/event/g; s/armylist/event/' "$work/big-list.xml" >"$work/big-event.xml"
    run check "$(roster army.muster)" --event "$work/big-event.xml"
    expect_rc 3
    expect_said "more than 50,000 elements"
    ;;
at-bounds) # A roster at every bound at once: judged, edited, exported and printed, PDFs of bounded length.
    bash "$src/tests/hardening/hostile.sh" units 5000 >"$work/units.muster"
    cp "$work/units.muster" "$work/before.muster"
    run add "$work/units.muster" SW-G1a --command 1
    expect_rc 3
    expect_said "more than 5,000 units"
    cmp -s "$work/units.muster" "$work/before.muster" || fail "add saved a roster past the bound"
    bash "$src/tests/hardening/hostile.sh" full 1000 >"$work/full.muster"
    run check "$work/full.muster"
    expect_rc 1
    run set "$work/full.muster" --sc good
    expect_rc 0
    grep -q 'level="good"' "$work/full.muster" || fail "set did not save"
    run export "$work/full.muster" -o "$work/full.txt"
    expect_rc 0
    [ "$(grep -c '“LLL' "$work/full.txt")" -ge 5000 ] || fail "export lost units"
    for cmd in roster cards; do
        run $cmd "$work/full.muster" -o "$work/full.pdf"
        expect_rc 0
        pages=$(pdfinfo "$work/full.pdf" | awk '/^Pages:/ { print $2 }')
        [ "$pages" -le 500 ] || fail "$cmd: $pages pages"
        rm "$work/full.pdf"
    done
    ;;
long-text) # Very long labels and names crashed the roster PDF: cut at the layout's limit with "…" (issue 27).
    for shape in "label 1000" "name 1000"; do
        set -- $shape
        bash "$src/tests/hardening/hostile.sh" "$1" "$2" >"$work/long.muster"
        for cmd in roster cards; do
            run $cmd "$work/long.muster" -o "$work/long.pdf"
            expect_rc 0
            pages=$(pdfinfo "$work/long.pdf" | awk '/^Pages:/ { print $2 }')
            [ "$pages" -le 3 ] || fail "$cmd of a $1 of $2 letters: $pages pages"
            rm "$work/long.pdf"
        done
    done
    ;;
lint-exit) # lint and check agreed on nothing about a malformed file.
    run check "$fx/malformed.muster"
    expect_rc 3
    run lint "$fx/malformed.muster"
    expect_rc 3
    ;;
*)
    fail "no such case"
    ;;
esac
echo "ok [$case]"
