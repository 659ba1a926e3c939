# Finds libharu (Debian's libhpdf-dev ships neither a CMake config nor a pkg-config file).
# Defines the imported target LibHaru::hpdf.
find_path(LibHaru_INCLUDE_DIR hpdf.h)
find_library(LibHaru_LIBRARY NAMES hpdf libhpdf)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(LibHaru REQUIRED_VARS LibHaru_LIBRARY LibHaru_INCLUDE_DIR)
if(LibHaru_FOUND AND NOT TARGET LibHaru::hpdf)
  add_library(LibHaru::hpdf UNKNOWN IMPORTED)
  set_target_properties(LibHaru::hpdf PROPERTIES
    IMPORTED_LOCATION "${LibHaru_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${LibHaru_INCLUDE_DIR}")
endif()
mark_as_advanced(LibHaru_INCLUDE_DIR LibHaru_LIBRARY)
