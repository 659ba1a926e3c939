# Warnings per target, never through global flags; MUSTER_WERROR (on in the presets CI builds) makes them errors.
option(MUSTER_WERROR "Treat compiler warnings as errors" OFF)
function(muster_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wconversion -Wno-sign-conversion
                         $<$<BOOL:${MUSTER_WERROR}>:-Werror>)
endfunction()
