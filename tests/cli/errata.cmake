# muster diff ROSTER --old-data DIR: an errata upgrade report. The old data here prices Swedish Foot at
# 60 (now 64) and allowed two Finnish Hakkapelitta (now one): the report names the units that cost
# more, the new total, and what is no longer allowed.
#   cmake -DMUSTER=<exe> -DDATA=<data dir> -DSOURCE=<source dir> -DWORK=<scratch> -P errata.cmake
file(REMOVE_RECURSE ${WORK})
file(COPY ${DATA}/ DESTINATION ${WORK}/old)
file(READ ${WORK}/old/lists/baroque/swedish.xml list)
string(REPLACE "id=\"SW-G6a\" type=\"P&amp;M\" name=\"Swedish Foot\" cost=\"64\"" "id=\"SW-G6a\" type=\"P&amp;M\" name=\"Swedish Foot\" cost=\"60\"" list "${list}")
string(REGEX REPLACE "<group id=\"G2\" min=\"0\" max=\"1\"" "<group id=\"G2\" min=\"0\" max=\"2\"" list "${list}")
file(WRITE ${WORK}/old/lists/baroque/swedish.xml "${list}")
execute_process(COMMAND ${MUSTER} diff ${SOURCE}/tests/cli/fixtures/submissions/illegal-swedish.muster --old-data ${WORK}/old
  --lang en --data-dir ${DATA} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "exit ${rc}, expected 1")
endif()
foreach(expected "Swedish Foot \\(64 pts\\)  60 → 64 pts \\(\\+4\\)" "Points: 64[0-9] → 649 \\(\\+[0-9]+\\)" "No longer allowed:" "group_above_maximum")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "the report lacks ${expected}")
  endif()
endforeach()
# Already illegal with the old data: not reported as new.
if(out MATCHES "points_over_budget")
  message(FATAL_ERROR "a finding the roster had before is reported as new")
endif()
