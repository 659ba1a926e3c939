# Shared by the fix-it and advisor tests: `run` (muster in English, its exit code and output in run_code,
# run_out, run_err), and the illegal rosters players make with `muster set`, written into ${WORK}: the
# illegal fixture and six variants of the examples.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

function(run)
  execute_process(COMMAND ${MUSTER} ${ARGN} --lang en RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(run_code ${code} PARENT_SCOPE)
  set(run_out "${out}" PARENT_SCOPE)
  set(run_err "${err}" PARENT_SCOPE)
endfunction()

# A variant: an example and the changes that make it illegal.
function(variant name example)
  file(COPY_FILE ${SOURCE}/${example} ${WORK}/${name}.muster)
  run(set ${WORK}/${name}.muster ${ARGN})
  if(NOT run_code EQUAL 0)
    message(FATAL_ERROR "making ${name}: ${run_out}${run_err}")
  endif()
endfunction()

file(COPY_FILE ${SOURCE}/tests/cli/fixtures/submissions/illegal-swedish.muster ${WORK}/illegal-swedish.muster)
variant(swedish-crowded lists/examples/swedish-600.muster --add-command 1 --general 4=expert --add-unit 1=SW-G2a --budget 560 --add-unit u=SW-G6a)
variant(swedish-headless lists/examples/swedish-600.muster --remove-command 1 --exploration-dice 12)
variant(ottoman-lavish lists/examples/ottoman-600.muster --rolls-of-destiny 2 --general 2=charismatic --no-baggage)
variant(polish-options lists/examples/later-polish-600.muster --option 1/1=LP-O2 --option 1/2=LP-O2 --option 1/3=LP-O3)
variant(crecy-sizes lists/examples/md-crecy-english.muster --option 1/1=MD-small --figures 1/2=7 --attach 2/1 --attach 2/2)
variant(romans-thin lists/examples/basic-impetus-demo.muster --remove-unit 1/1 --remove-unit 1/1 --add-command 1)
