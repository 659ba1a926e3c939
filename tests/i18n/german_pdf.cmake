# A roster printed in German: its umlauts, German labels and the list's German names (xml:lang data)
# survive text extraction (pdftotext).
# -DMUSTER=exe -DPDFTOTEXT=exe -DSOURCE=dir -DOUT=file.pdf
execute_process(COMMAND ${MUSTER} roster lists/examples/swedish-600.muster --lang de -o ${OUT}
  WORKING_DIRECTORY ${SOURCE} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "muster roster --lang de failed (${code}):\n${out}\n${err}")
endif()
execute_process(COMMAND ${PDFTOTEXT} -layout ${OUT} - RESULT_VARIABLE code OUTPUT_VARIABLE text ERROR_QUIET)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "pdftotext could not read ${OUT}")
endif()
foreach(expected "Lützen 1632" "GÜLTIG" "Kommando 1" "Befehlsstruktur: Mittel" "30.11.2026" "Generäle"
                 "Schweden (30j. Krieg)" "Schwedisches Fußvolk" "Söldner-Fußvolk" "Eiserne Offiziere" "Erfahrener" "Einheiten und Optionen"
                 "Kreuzen Sie für jeden verlorenen VBU ein Kästchen an" "Seite 1 von 1")
  string(FIND "${text}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "‘${expected}’ is missing from the German roster ${OUT}:\n${text}")
  endif()
endforeach()
