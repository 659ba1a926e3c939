# SPDX-License-Identifier: GPL-3.0-or-later
#[[ Installs what a desktop needs besides the programs and data (docs, man pages, menu entry, icons,
    MIME type, AppStream metainfo, bash completion) and configures CPack: a .deb and a .tar.gz on
    Linux (`make package`), NSIS on Windows and a disk image on macOS (installer/windows, installer/macos). ]]
set(MUSTER_APP_ID io.github.muster.Muster)
set(MUSTER_MAINTAINER "The Muster developers <muster@users.noreply.github.com>"
    CACHE STRING "Maintainer named in the packages")
set(installer ${PROJECT_SOURCE_DIR}/installer)

install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT Docs)

if(UNIX AND NOT APPLE)
  # Debian policy: man pages and the changelog gzip-compressed without a timestamp (gzip -n).
  find_program(MUSTER_GZIP gzip REQUIRED)
  file(STRINGS ${installer}/debian/changelog changelog_head LIMIT_COUNT 1)
  if(NOT changelog_head MATCHES "^muster \\(${PROJECT_VERSION}\\) ")
    message(FATAL_ERROR "installer/debian/changelog must start with an entry for ${PROJECT_VERSION}")
  endif()
  set(gz_dir ${PROJECT_BINARY_DIR}/installer)
  set(gz_files)
  foreach(src IN ITEMS docs/muster.1 docs/muster-gui.1 installer/debian/changelog)
    get_filename_component(name ${src} NAME)
    add_custom_command(OUTPUT ${gz_dir}/${name}.gz
      COMMAND ${CMAKE_COMMAND} -E make_directory ${gz_dir}
      COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/${src} ${gz_dir}/${name}
      COMMAND ${MUSTER_GZIP} -9nf ${gz_dir}/${name}
      DEPENDS ${PROJECT_SOURCE_DIR}/${src}
      COMMENT "Compressing ${src}")
    list(APPEND gz_files ${gz_dir}/${name}.gz)
  endforeach()
  add_custom_target(muster_compressed_docs ALL DEPENDS ${gz_files})
  install(FILES ${gz_dir}/muster.1.gz ${gz_dir}/muster-gui.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT Docs)
  install(FILES ${gz_dir}/changelog.gz ${installer}/debian/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT Docs)

  set(linux ${installer}/linux)
  install(FILES ${linux}/${MUSTER_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT Desktop)
  install(FILES ${linux}/${MUSTER_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT Desktop)
  install(FILES ${linux}/muster-mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME muster.xml COMPONENT Desktop)
  install(FILES ${linux}/icons/${MUSTER_APP_ID}.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps COMPONENT Desktop)
  foreach(size IN ITEMS 16 22 24 32 48 64 128 256 512)
    install(FILES ${linux}/icons/${MUSTER_APP_ID}-${size}.png RENAME ${MUSTER_APP_ID}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps COMPONENT Desktop)
  endforeach()
  install(FILES ${linux}/muster.bash-completion DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
          RENAME muster COMPONENT Desktop)
endif()

set(CPACK_PACKAGE_NAME muster)
set(CPACK_PACKAGE_VENDOR "The Muster developers")
set(CPACK_PACKAGE_CONTACT "${MUSTER_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL https://github.com/muster/muster)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "army list builder and validator for Impetus-family wargames")
set(CPACK_PACKAGE_DESCRIPTION "Muster builds and checks army rosters for historical miniature wargames
of the Impetus family, Baroque first. Pick a game system, an army list and a
budget, add units, choose upgrades, form commands with their generals, and see
at every moment whether the army is legal, why not, and how to fix it.
.
The package holds the muster command line (scriptable building, checking of
whole folders of tournament submissions, data linting) and the muster-gui
desktop builder, with the Baroque game system and its army lists.")
# Values reach CPackConfig.cmake as written (NSIS commands hold backslashes and $INSTDIR).
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_STRIP_FILES ON)
# Packages must not depend on the builder's umask.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_SOURCE_GENERATOR "")

if(WIN32)
  include(${installer}/windows/MusterWindows.cmake)
elseif(APPLE)
  include(${installer}/macos/MusterMacOS.cmake)
else()
  set(CPACK_GENERATOR DEB TGZ)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
  set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${MUSTER_MAINTAINER}")
  set(CPACK_DEBIAN_PACKAGE_SECTION utils)
  set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
  # dpkg-shlibdeps adds the libraries the programs link (libc6, libstdc++6, wxWidgets, ICU, pugixml,
  # libharu); the PDF font is read from a file at run time, so it is named here.
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS fonts-dejavu-core)
  # wx's own strings (the print preview's page count, its controls) in the window's language.
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS wx3.2-i18n)
  set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
endif()
include(CPack)
