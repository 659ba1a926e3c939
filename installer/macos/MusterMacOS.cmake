# SPDX-License-Identifier: GPL-3.0-or-later
#[[ macOS: a drag-and-drop disk image (cpack -G DragNDrop) holding a Muster folder with bin/ and
    share/muster, the layout in which the programs find their data (<exe>/../share/muster).
    Included by cmake/MusterPackaging.cmake before include(CPack). ]]
set(CPACK_GENERATOR DragNDrop TGZ)
set(CPACK_PACKAGE_ICON ${CMAKE_CURRENT_LIST_DIR}/muster.icns)
set(CPACK_DMG_VOLUME_NAME "Muster ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT UDBZ)
set(CPACK_PACKAGING_INSTALL_PREFIX /Muster)
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_LIST_DIR}/../license.txt)
