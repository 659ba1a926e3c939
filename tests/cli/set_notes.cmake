# `muster set --notes TEXT` and `--note C/N=TEXT` (issue 25): the army's notes and a unit's note, typed as
# players type them (XML's special characters, a line break, accents and other scripts). A roster with a
# unit's note is written as roster format 2; one without stays format 1, byte for byte. A place that does
# not exist, a missing '=' and a note past its bound are usage errors (exit 2) that say so and change nothing.
#   cmake -DMUSTER=exe -DSOURCE=dir -DWORK=dir -P set_notes.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(roster ${WORK}/notes.muster)
file(COPY_FILE ${SOURCE}/lists/examples/swedish-600.muster ${roster})

function(expect_set code)
  execute_process(COMMAND ${MUSTER} set ${roster} ${ARGN} --lang en RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL code)
    message(FATAL_ERROR "muster set ${ARGN}: exit ${rc}, not ${code}:\n${out}${err}")
  endif()
  set(err "${err}" PARENT_SCOPE)
endfunction()

# A usage error (exit 2) that says exactly `said`, then how to get help.
function(expect_refused said)
  expect_set(2 ${ARGN})
  if(NOT err STREQUAL "muster: ${said}\nRun `muster help` for the commands and their options.\n")
    message(SEND_ERROR "muster set ${ARGN} said:\n${err}")
  endif()
endfunction()

# The army's notes alone keep format 1.
expect_set(0 --notes "Bring the dice & the <red> markers")
file(READ ${roster} without)
if(NOT without MATCHES "format=\"1\"" OR NOT without MATCHES "<notes>Bring the dice &amp; the &lt;red&gt; markers</notes>")
  message(SEND_ERROR "the army's notes were not written in format 1:\n${without}")
endif()

# A unit's note: format 2, the note under its unit, escaped, its line break kept.
set(note "Charges first & holds the “ford” <left> — \"Tilly\"\nZweite Zeile: Öl, Ærø, 城")
expect_set(0 --note "1/2=${note}")
file(READ ${roster} with)
string(FIND "${with}" "format=\"2\"" format2)
string(FIND "${with}" "<note>Charges first &amp; holds the “ford” &lt;left&gt; — \"Tilly\"\nZweite Zeile: Öl, Ærø, 城</note>\n    </unit>" written)
if(format2 EQUAL -1 OR written EQUAL -1)
  message(SEND_ERROR "the unit's note was not written as format 2 under its unit:\n${with}")
endif()
string(REGEX MATCHALL "<note>" notes "${with}")
list(LENGTH notes n)
if(NOT n EQUAL 1)
  message(SEND_ERROR "${n} notes written, not 1:\n${with}")
endif()

# Places that do not exist, and a missing '=': the exact messages, the file untouched.
expect_refused("no unit ‘9/1’; write COMMAND/N (e.g. 2/3) or u/N" --note "9/1=x")
expect_refused("no unit ‘1/99’; write COMMAND/N (e.g. 2/3) or u/N" --note "1/99=x")
expect_refused("--note takes UNIT=VALUE, where UNIT is COMMAND/N (e.g. 2/3)" --note "1/2")

# A note past the bound of core/editing/text_bounds.h (20,000 characters, counted as characters, not bytes).
string(REPEAT "é" 20001 long)
expect_refused("--note 1/2: the note has 20,001 characters, more than the 20,000 Muster keeps; nothing was changed" --note "1/2=${long}")
expect_refused("--notes: the note has 20,001 characters, more than the 20,000 Muster keeps; nothing was changed" --notes "${long}")
# A name or label past its bound (1,000 characters): the same refusal, in the option's words.
string(REPEAT "ö" 1001 long_name)
expect_refused("--label 1/2: the text has 1,001 characters, more than the 1,000 Muster keeps; nothing was changed" --label "1/2=${long_name}")
expect_refused("--general-name 1: the text has 1,001 characters, more than the 1,000 Muster keeps; nothing was changed" --general-name "1=${long_name}")
expect_refused("--name: the text has 1,001 characters, more than the 1,000 Muster keeps; nothing was changed" --name "${long_name}")
file(READ ${roster} after)
if(NOT after STREQUAL with)
  message(SEND_ERROR "a refused option changed the roster")
endif()

# The unit's note taken away: format 1 again, the same bytes as before it was written.
expect_set(0 --note "1/2=")
file(READ ${roster} again)
if(NOT again STREQUAL without)
  message(SEND_ERROR "without its note the roster is not what it was:\n${again}")
endif()
