# Copies the run-time data into the build tree's share/muster (so built programs find it like installed
# ones) and installs it.
set(MUSTER_DATA_DIRS lists schema templates)
foreach(dir IN LISTS MUSTER_DATA_DIRS)
  add_custom_target(muster_data_${dir} ALL
    COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/${dir} ${MUSTER_BUILD_DATADIR}/${dir}
    COMMENT "Copying ${dir}/ to share/muster")
  install(DIRECTORY ${dir} DESTINATION ${CMAKE_INSTALL_DATADIR}/muster COMPONENT Data)
endforeach()

# The desktop window's user guide (Help › User guide) and the screenshots it shows, in docs/ of the data
# folder: found the same way from the build tree, an installed Muster and a checkout (whose data folder
# is the source tree, where they already are).
set(MUSTER_GUIDE_FILES docs/desktop.md)
foreach(png IN ITEMS gui-legal gui-small-dark gui-keyboard gui-medieval gui-french)
  list(APPEND MUSTER_GUIDE_FILES docs/screenshots/${png}.png)
endforeach()
set(guide_outputs)
foreach(file IN LISTS MUSTER_GUIDE_FILES)
  add_custom_command(OUTPUT ${MUSTER_BUILD_DATADIR}/${file}
    COMMAND ${CMAKE_COMMAND} -E copy_if_different ${PROJECT_SOURCE_DIR}/${file} ${MUSTER_BUILD_DATADIR}/${file}
    DEPENDS ${PROJECT_SOURCE_DIR}/${file})
  list(APPEND guide_outputs ${MUSTER_BUILD_DATADIR}/${file})
  get_filename_component(folder ${file} DIRECTORY)
  install(FILES ${file} DESTINATION ${CMAKE_INSTALL_DATADIR}/muster/${folder} COMPONENT Data)
endforeach()
add_custom_target(muster_data_guide ALL DEPENDS ${guide_outputs} COMMENT "Copying the user guide to share/muster/docs")
