# Installing Redlock Lab like any Linux desktop application, and packaging it as a .deb.
#   cmake --install <build> --prefix /usr     (or scripts/package, which runs CPack)
# Both programs go to bin/; the desktop entry, the hicolor icon, the AppStream metainfo and the
# redlockctl(1) man page go to the places desktops and `man` look in.
include(GNUInstallDirs)

install(TARGETS redlock-lab redlockctl RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The clock_shift preload library (preload/) is private to the two programs: they preload it into
# the servers they start for clock faults, and look for it at <bin>/../lib/redlock-lab/
# (ClockShift::findLibrary). Without it an installed lab could not play a clock jump live.
install(TARGETS redlock_clock_shift LIBRARY DESTINATION lib/redlock-lab)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/redlock-lab.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/redlock-lab.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/resources/desktop/io.github.redlocklab.RedlockLab.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/docs/man/redlockctl.1
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# CPack: one binary .deb. Runtime dependencies come from dpkg-shlibdeps on the installed
# programs (Qt 6, hiredis, libstdc++ ...), so they match whatever the build linked.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME redlock-lab)
set(CPACK_PACKAGE_VENDOR "Redlock Lab")
set(CPACK_PACKAGE_CONTACT "Redlock Lab maintainers <redlock-lab@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "interactive lab for the Redlock distributed-lock algorithm")
set(CPACK_PACKAGE_DESCRIPTION
    "Redlock Lab teaches the Redlock algorithm with pages you can play with (majority, protocol, \
gates, overlap, timing, lease, choosing a lock, recap) against simulated or real Redis/Valkey \
masters, and an etcd lease lock for comparison. redlockctl is its command-line companion: \
acquire, release, bench, simulate, compare and a chaos check.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # redlock-lab_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The live backends and redlockctl talk to real servers (etcd for the comparison); the simulator
# and the mock need none.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "redis-server | valkey-server, etcd-server")
include(CPack)
