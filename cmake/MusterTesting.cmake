# Test helpers: one Boost.Test executable per library, registered with ctest and labelled.
find_package(Boost 1.74 REQUIRED COMPONENTS unit_test_framework)

# muster_add_boost_test(NAME SOURCES ... LIBRARIES ... [LABELS ...])
function(muster_add_boost_test name)
  cmake_parse_arguments(T "" "" "SOURCES;LIBRARIES;LABELS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBRARIES} Boost::unit_test_framework)
  target_compile_definitions(${name} PRIVATE BOOST_TEST_DYN_LINK
    MUSTER_SOURCE_DIR="${PROJECT_SOURCE_DIR}" MUSTER_DATA_DIR="${MUSTER_BUILD_DATADIR}")
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
  muster_set_warnings(${name})
  add_dependencies(${name} muster_bundles muster_data_lists muster_data_schema muster_data_templates)
  add_test(NAME ${name} COMMAND ${name} --log_level=test_suite --report_level=short)
  if(NOT T_LABELS)
    set(T_LABELS unit)
  endif()
  set_tests_properties(${name} PROPERTIES LABELS "${T_LABELS}")
endfunction()
