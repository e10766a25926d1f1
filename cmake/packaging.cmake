# Installation (FHS layout) and the Debian package.
#   cmake --install build --prefix /usr/local
#   cd build && cpack -G DEB
include(GNUInstallDirs)

set(SHARDSCOPE_APP_ID io.github.shardscope.ShardScope)
set(SHARDSCOPE_ICON_SVG ${PROJECT_SOURCE_DIR}/resources/icons/${SHARDSCOPE_APP_ID}.svg)

install(TARGETS shardscope RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/resources/${SHARDSCOPE_APP_ID}.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/${SHARDSCOPE_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${SHARDSCOPE_ICON_SVG}
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/docs/model.md
              ${PROJECT_SOURCE_DIR}/docs/scenario-format.md ${PROJECT_SOURCE_DIR}/docs/report.md
              ${PROJECT_SOURCE_DIR}/docs/user-guide.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/shardscope)

# PNG icons for desktops that do not read SVG, drawn from the SVG at build time.
find_program(RSVG_CONVERT rsvg-convert)
if(RSVG_CONVERT)
  set(SHARDSCOPE_ICON_PNGS)
  foreach(size 16 22 24 32 48 64 128 256)
    set(png ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}x${size}/${SHARDSCOPE_APP_ID}.png)
    add_custom_command(OUTPUT ${png}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}x${size}
      COMMAND ${RSVG_CONVERT} -w ${size} -h ${size} -o ${png} ${SHARDSCOPE_ICON_SVG}
      DEPENDS ${SHARDSCOPE_ICON_SVG}
      COMMENT "Icon ${size}x${size}")
    list(APPEND SHARDSCOPE_ICON_PNGS ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
  endforeach()
  add_custom_target(shardscope_icons ALL DEPENDS ${SHARDSCOPE_ICON_PNGS})
else()
  message(WARNING "rsvg-convert (librsvg2-bin) not found: only the SVG icon is installed")
endif()

set(CPACK_PACKAGE_NAME shardscope)
set(CPACK_PACKAGE_VENDOR "ShardScope")
set(CPACK_PACKAGE_CONTACT "ShardScope developers <shardscope@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Explore how training a transformer is split across many chips")
set(CPACK_PACKAGE_DESCRIPTION
    "ShardScope visualises the cost model of the book How To Scale Your Model: data,\n\
fully sharded, tensor and pipeline parallelism, the roofline and the memory budget.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY shardscope)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/shardscope/shardscope")
# Depends from the libraries the binary links (dpkg-shlibdeps): libqt6widgets6, libqt6gui6,
# libqt6core6, libqcustomplot2.1-qt6, ... Qt's platform plugins ship in libqt6gui6. The
# figures print and export through QCustomPlot's use of Qt PrintSupport, which the binary
# does not link itself: it is named here so that the package says what it runs on.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6printsupport6")
# Qt's own dialog strings in Russian and Chinese, and Chinese glyphs.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-wqy-microhei")
set(CPACK_DEBIAN_COMPRESSION_TYPE gzip)
include(CPack)
