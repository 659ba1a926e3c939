# The C libraries of the web build, compiled for WebAssembly into build/third_party/wasm by
# installer/web-third-party.sh, as the imported targets the desktop build gets from find_package.
set(MUSTER_WASM_PREFIX ${PROJECT_SOURCE_DIR}/build/third_party/wasm)
foreach(lib pugixml hpdf z)
  if(NOT EXISTS ${MUSTER_WASM_PREFIX}/lib/lib${lib}.a)
    message(FATAL_ERROR "${MUSTER_WASM_PREFIX}/lib/lib${lib}.a is missing: run installer/web-third-party.sh (make web does)")
  endif()
endforeach()
add_library(pugixml::pugixml STATIC IMPORTED)
set_target_properties(pugixml::pugixml PROPERTIES IMPORTED_LOCATION ${MUSTER_WASM_PREFIX}/lib/libpugixml.a
  INTERFACE_INCLUDE_DIRECTORIES ${MUSTER_WASM_PREFIX}/include)
add_library(LibHaru::hpdf STATIC IMPORTED)
set_target_properties(LibHaru::hpdf PROPERTIES IMPORTED_LOCATION ${MUSTER_WASM_PREFIX}/lib/libhpdf.a
  INTERFACE_INCLUDE_DIRECTORIES ${MUSTER_WASM_PREFIX}/include INTERFACE_LINK_LIBRARIES ${MUSTER_WASM_PREFIX}/lib/libz.a)
