# `muster export` then `muster import` gives back the same roster for every example, in every output
# format and in all five languages: the second export (which carries the fingerprint) equals the first,
# and import exits 0 (every line understood, the stated fingerprint and totals agree).
#   cmake -DMUSTER=<exe> -DDATA=<data dir> -DEXAMPLES=<lists/examples> -DEXTRA=<tests/import/roundtrip> -DWORK=<scratch> -P roundtrip.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(GLOB examples ${EXAMPLES}/*.muster ${EXTRA}/*.muster)
list(LENGTH examples n)
if(n LESS 10)
  message(FATAL_ERROR "only ${n} examples found in ${EXAMPLES}")
endif()
foreach(example IN LISTS examples)
  get_filename_component(name ${example} NAME_WE)
  foreach(lang en it de fr es)
    foreach(format text markdown bbcode)
      set(stem ${WORK}/${name}.${lang}.${format})
      execute_process(COMMAND ${MUSTER} export ${example} --format ${format} --lang ${lang} --data-dir ${DATA} -o ${stem}.txt
        RESULT_VARIABLE rc ERROR_VARIABLE err)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR "export ${example} (${format}, ${lang}) exited with ${rc}: ${err}")
      endif()
      execute_process(COMMAND ${MUSTER} import ${stem}.txt --lang ${lang} --data-dir ${DATA} -o ${stem}.muster
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR "import of ${stem}.txt exited with ${rc}:\n${out}${err}")
      endif()
      execute_process(COMMAND ${MUSTER} export ${stem}.muster --format ${format} --lang ${lang} --data-dir ${DATA} -o ${stem}.back.txt
        RESULT_VARIABLE rc ERROR_VARIABLE err)
      file(READ ${stem}.txt first)
      file(READ ${stem}.back.txt second)
      if(NOT first STREQUAL second)
        message(FATAL_ERROR "${name} (${format}, ${lang}) does not come back the same:\n--- exported\n${first}\n--- imported and exported again\n${second}")
      endif()
    endforeach()
  endforeach()
endforeach()
message(STATUS "${n} examples round-trip in text, Markdown and BBCode")
