# Runs `muster ARGS` from the source tree and compares its output and exit code with the expected ones.
# -DMUSTER=exe -DSOURCE=dir -DARGS="a;b" -DEXPECTED=file -DEXIT=n [-DUPDATE=1 rewrites the expected file]
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${MUSTER} ${args} WORKING_DIRECTORY ${SOURCE}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE code)
if(UPDATE)
  file(WRITE ${EXPECTED} "${out}")
endif()
file(READ ${EXPECTED} expected)
if(NOT code EQUAL EXIT)
  message(FATAL_ERROR "exit code ${code}, expected ${EXIT}\n${out}\n${err}")
endif()
if(NOT out STREQUAL expected)
  file(WRITE ${EXPECTED}.actual "${out}")
  message(FATAL_ERROR "output differs from ${EXPECTED} (actual output in ${EXPECTED}.actual):\n${out}")
endif()
