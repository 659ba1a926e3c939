# Runs `muster check --summary` on a folder of rosters and fails unless it exits 0 and reports every
# roster of the folder LEGAL.  cmake -DMUSTER=<exe> -DDATA=<data dir> -DDIR=<folder> -P expect_legal.cmake
execute_process(COMMAND ${MUSTER} check ${DIR} --summary --lang en --data-dir ${DATA}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "muster check exited with ${rc}, expected 0")
endif()
file(GLOB rosters ${DIR}/*.muster)
if(NOT rosters)
  message(FATAL_ERROR "no rosters in ${DIR}")
endif()
foreach(roster IN LISTS rosters)
  get_filename_component(name ${roster} NAME)
  string(REGEX MATCH "(^|\n)LEGAL  [^\n]*/${name} " found "${out}")
  if(NOT found)
    message(FATAL_ERROR "${name} is not reported LEGAL")
  endif()
endforeach()
