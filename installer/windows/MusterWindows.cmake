# SPDX-License-Identifier: GPL-3.0-or-later
#[[ Windows: an NSIS installer (cpack -G NSIS) with Start-menu entry, muster.exe on PATH, and .muster
    files opening in muster-gui; a ZIP of the same tree. Included by cmake/MusterPackaging.cmake
    before include(CPack). ]]
set(CPACK_GENERATOR NSIS ZIP)
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_LIST_DIR}/../license.txt)
set(CPACK_PACKAGE_INSTALL_DIRECTORY Muster)
set(CPACK_PACKAGE_EXECUTABLES muster-gui Muster)
set(CPACK_NSIS_PACKAGE_NAME "Muster ${PROJECT_VERSION}")
set(CPACK_NSIS_DISPLAY_NAME Muster)
set(CPACK_NSIS_MUI_ICON ${CMAKE_CURRENT_LIST_DIR}/muster.ico)
set(CPACK_NSIS_MUI_UNIICON ${CMAKE_CURRENT_LIST_DIR}/muster.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\muster-gui.exe")
set(CPACK_NSIS_URL_INFO_ABOUT ${CPACK_PACKAGE_HOMEPAGE_URL})
set(CPACK_NSIS_MODIFY_PATH ON)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
# The file association: .muster -> Muster.Roster -> muster-gui "%1", with the program's icon.
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS [=[
  WriteRegStr SHCTX "Software\Classes\.muster" "" "Muster.Roster"
  WriteRegStr SHCTX "Software\Classes\.muster" "Content Type" "application/x-muster-roster"
  WriteRegStr SHCTX "Software\Classes\Muster.Roster" "" "Muster army roster"
  WriteRegStr SHCTX "Software\Classes\Muster.Roster\DefaultIcon" "" "$INSTDIR\bin\muster-gui.exe,0"
  WriteRegStr SHCTX "Software\Classes\Muster.Roster\shell\open\command" "" '"$INSTDIR\bin\muster-gui.exe" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
]=])
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS [=[
  DeleteRegKey SHCTX "Software\Classes\Muster.Roster"
  DeleteRegValue SHCTX "Software\Classes\.muster" ""
  DeleteRegValue SHCTX "Software\Classes\.muster" "Content Type"
  DeleteRegKey /ifempty SHCTX "Software\Classes\.muster"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
]=])

# The DLLs of wxWidgets, ICU, pugixml and libharu go next to the programs, which find nothing else.
set(MUSTER_DLL_DIRS "" CACHE PATH "Folders holding the DLLs of the dependencies (e.g. vcpkg's installed/x64-windows/bin)")
install(CODE "set(muster_dll_dirs \"${MUSTER_DLL_DIRS}\")" COMPONENT Runtime)
install(CODE [[
  file(GET_RUNTIME_DEPENDENCIES
    EXECUTABLES "$<TARGET_FILE:muster>" "$<TARGET_FILE:muster-gui>"
    RESOLVED_DEPENDENCIES_VAR dlls UNRESOLVED_DEPENDENCIES_VAR missing
    DIRECTORIES ${muster_dll_dirs}
    PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-"
    POST_EXCLUDE_REGEXES ".*[Ss]ystem32/.*\\.dll")
  if(missing)
    message(FATAL_ERROR "DLLs not found (set MUSTER_DLL_DIRS): ${missing}")
  endif()
  file(INSTALL ${dlls} DESTINATION "${CMAKE_INSTALL_PREFIX}/bin")
]] COMPONENT Runtime)
