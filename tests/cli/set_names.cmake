# `muster set --duplicate`, `--label`, `--command-name` and `--general-name`: every editor operation has a `muster set`
# option, so any edit list (a fix, a repair) can be written as a command line.
#   cmake -DMUSTER=exe -DSOURCE=dir -DWORK=dir -P set_names.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
set(roster ${WORK}/names.muster)
file(COPY_FILE ${SOURCE}/lists/examples/swedish-600.muster ${roster})
execute_process(COMMAND ${MUSTER} set ${roster} --duplicate 1/1 --label 1/2=Smålands --command-name "2=Right wing"
                        --general-name "1=Gustavus Adolphus" --lang en
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "set failed (${code}): ${out}${err}")
endif()
file(READ ${roster} xml)
string(REGEX MATCHALL "<unit profile=\"SW-G1a\"" copies "${xml}")
list(LENGTH copies n)
if(NOT n EQUAL 3)
  message(SEND_ERROR "the duplicate is missing: ${n} Swedish horse units")
endif()
if(NOT xml MATCHES "label=\"Smålands\"" OR NOT xml MATCHES "<command name=\"Right wing\">"
   OR NOT xml MATCHES "<general [^>]*name=\"Gustavus Adolphus\"")
  message(SEND_ERROR "label, command or general name not written:\n${xml}")
endif()
execute_process(COMMAND ${MUSTER} set ${roster} --command-name Right --lang en RESULT_VARIABLE code ERROR_VARIABLE err)
if(NOT code EQUAL 2 OR NOT err MATCHES "--command-name takes COMMAND=TEXT")
  message(SEND_ERROR "--command-name without a command: exit ${code}, ${err}")
endif()
