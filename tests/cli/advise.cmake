# The advisor on the command line: `muster fix --apply` makes every illegal roster the fix-it test makes
# with `muster set` legal in one command (and its JSON's `set` arguments do the same through `muster set`);
# `muster complete --apply` brings a 205-point Swedish army to 590-600 points; exit codes and refusals.
# Searches run with a time limit of ten minutes so that a slow machine or a sanitizer build gives the
# same answers.
#   cmake -DMUSTER=exe -DSOURCE=dir -DWORK=dir -P advise.cmake
include(${CMAKE_CURRENT_LIST_DIR}/illegal_rosters.cmake)

function(expect code what)
  if(NOT run_code EQUAL ${code})
    message(SEND_ERROR "${what}: exit ${run_code}, expected ${code}\n${run_out}${run_err}")
  endif()
endfunction()

file(GLOB rosters ${WORK}/*.muster)
foreach(roster IN LISTS rosters)
  run(check ${roster})
  expect(1 "${roster} is illegal to start with")
  # The best repair's `muster set` arguments, from the JSON, make a copy legal ...
  run(fix ${roster} --format json --time-limit 600000)
  expect(0 "fix ${roster} --format json")
  string(JSON nargs LENGTH "${run_out}" repairs 0 set)
  set(args)
  math(EXPR lastarg "${nargs} - 1")
  foreach(a RANGE ${lastarg})
    string(JSON v GET "${run_out}" repairs 0 set ${a})
    list(APPEND args "${v}")
  endforeach()
  file(COPY_FILE ${roster} ${WORK}/copy.mst)
  run(set ${WORK}/copy.mst ${args})
  run(check ${WORK}/copy.mst)
  expect(0 "${roster} after muster set ${args}")
  # ... and so does --apply, in one command.
  run(fix ${roster} --apply --time-limit 600000)
  expect(0 "fix ${roster} --apply")
  run(check ${roster})
  expect(0 "${roster} after fix --apply")
  run(fix ${roster})
  expect(0 "fix on a legal roster")
  if(NOT run_out MATCHES "legal already")
    message(SEND_ERROR "fix on a legal roster says: ${run_out}")
  endif()
endforeach()

# At an event, the repair keeps the event's rules too.
file(COPY_FILE ${SOURCE}/tests/cli/fixtures/submissions/illegal-swedish.muster ${WORK}/event.mst)
set(pack ${SOURCE}/lists/events/thirty-years-war-open.xml)
run(fix ${WORK}/event.mst --event ${pack} --apply --time-limit 600000)
expect(0 "fix --event --apply")
run(check ${WORK}/event.mst --event ${pack})
expect(0 "the repaired roster at the event")

# 205 points of a Swedish army: three commands, a unit each; complete spends the rest.
run(new --list swedish -o ${WORK}/partial.muster --commands 3)
run(set ${WORK}/partial.muster --general 1=expert --c-in-c 1 --general 2=reliable --general 3=reliable --sc average
    --add-unit 1=SW-G1a --add-unit 2=SW-G6a --add-unit 3=SW-G8a)
expect(0 "making the partial army")
run(check ${WORK}/partial.muster --format json)
string(JSON points GET "${run_out}" rosters 0 points)
if(points LESS 180 OR points GREATER 230)
  message(SEND_ERROR "the partial army has ${points} points, not about 205")
endif()
run(complete ${WORK}/partial.muster --time-limit 600000)
expect(0 "complete")
if(NOT run_out MATCHES "1\\. [0-9]+ edits: (59[0-9]|600) of 600 points")
  message(SEND_ERROR "the best completion does not reach 590-600 points:\n${run_out}")
endif()
run(complete ${WORK}/partial.muster --apply 1 --time-limit 600000)
expect(0 "complete --apply 1")
run(check ${WORK}/partial.muster --format json)
expect(0 "the completed army is legal")
string(JSON points GET "${run_out}" rosters 0 points)
if(points LESS 590 OR points GREATER 600)
  message(SEND_ERROR "complete --apply 1 gave ${points} points")
endif()

# Refusals: no roster, an answer that does not exist, a unit to keep that does not exist, unreadable.
run(fix)
expect(2 "fix without a roster")
run(complete ${WORK}/partial.muster --apply 99)
expect(2 "complete --apply 99")
run(fix ${WORK}/illegal-swedish.muster --keep 9/9)
expect(2 "fix --keep 9/9")
run(fix ${WORK}/partial.muster --top 0)
expect(2 "fix --top 0")
run(fix ${SOURCE}/tests/cli/fixtures/malformed.muster)
expect(3 "fix on a malformed roster")
