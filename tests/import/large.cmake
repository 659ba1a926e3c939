# Very long input: 5,000 unit lines, the most a roster may have (core/model/limits.h), are read (exit 0);
# 10,000 lines of prose stop after a clear message instead of 10,000 findings (exit 3: not readable as a list).
#   cmake -DMUSTER=<exe> -DDATA=<data dir> -DWORK=<scratch> -P large.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
string(REPEAT "Hussars\n" 5000 units)
file(WRITE ${WORK}/long.txt "Later Polish, 600 points\nCommand 1 - Expert (C-in-C)\n${units}")
execute_process(COMMAND ${MUSTER} import ${WORK}/long.txt --lang en --data-dir ${DATA} -o ${WORK}/long.muster
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "5,?000 units in 1 command")
  message(FATAL_ERROR "5,000 unit lines: exit ${rc}\n${out}${err}")
endif()
string(REPEAT "The quick brown fox jumps over the lazy dog.\n" 10000 prose)
file(WRITE ${WORK}/prose.txt "Later Polish\n${prose}")
execute_process(COMMAND ${MUSTER} import ${WORK}/prose.txt --lang en --data-dir ${DATA} -o ${WORK}/prose.muster
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "import_line_not_understood" lines "${out}")
list(LENGTH lines n)
if(NOT rc EQUAL 3 OR NOT out MATCHES "import_too_many_problems" OR n GREATER 100 OR EXISTS ${WORK}/prose.muster)
  message(FATAL_ERROR "10,000 lines of prose: exit ${rc}, ${n} line findings\n${err}")
endif()
