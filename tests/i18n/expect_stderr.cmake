# Runs `muster ARGS` from the source tree and checks its exit code and that its error output contains EXPECT.
# -DMUSTER=exe -DSOURCE=dir -DARGS="a b" -DEXIT=n -DEXPECT=text
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${MUSTER} ${args} WORKING_DIRECTORY ${SOURCE} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(NOT code EQUAL EXIT)
  message(FATAL_ERROR "exit code ${code}, expected ${EXIT}\n${out}\n${err}")
endif()
string(FIND "${err}" "${EXPECT}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "the error output lacks ‘${EXPECT}’:\n${err}")
endif()
