# Copies the run-time data into the build tree's share/muster (so built programs find it like installed
# ones) and installs it.
set(MUSTER_DATA_DIRS lists schema templates)
foreach(dir IN LISTS MUSTER_DATA_DIRS)
  add_custom_target(muster_data_${dir} ALL
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/${dir} ${MUSTER_BUILD_DATADIR}/${dir}
    COMMENT "Copying ${dir}/ to share/muster")
  install(DIRECTORY ${dir} DESTINATION ${CMAKE_INSTALL_DATADIR}/muster COMPONENT Data)
endforeach()
