# wxWidgets 3.2 as the target wxWidgets::wxWidgets (CMake 3.25's FindwxWidgets has no imported target).
find_package(wxWidgets 3.2 REQUIRED COMPONENTS core base html)
if(NOT TARGET wxWidgets::wxWidgets)
  add_library(wxWidgets::wxWidgets INTERFACE IMPORTED)
  target_include_directories(wxWidgets::wxWidgets SYSTEM INTERFACE ${wxWidgets_INCLUDE_DIRS})
  target_compile_definitions(wxWidgets::wxWidgets INTERFACE ${wxWidgets_DEFINITIONS})
  target_compile_options(wxWidgets::wxWidgets INTERFACE ${wxWidgets_CXX_FLAGS})
  target_link_libraries(wxWidgets::wxWidgets INTERFACE ${wxWidgets_LIBRARIES})
endif()
