# Installs the build into PREFIX and checks that every file a desktop and `man` look for is
# there. Usage: cmake -DBUILD=<build dir> -DPREFIX=<empty dir> -P check_install_tree.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${PREFIX}"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc})")
endif()
set(expected
  bin/redlock-lab
  bin/redlockctl
  lib/redlock-lab/libredlock_clock_shift.so
  share/applications/redlock-lab.desktop
  share/icons/hicolor/scalable/apps/redlock-lab.svg
  share/metainfo/io.github.redlocklab.RedlockLab.metainfo.xml
  share/man/man1/redlockctl.1)
set(missing 0)
foreach(f ${expected})
  if(NOT EXISTS "${PREFIX}/${f}")
    message("install tree: missing ${f}")
    math(EXPR missing "${missing} + 1")
  endif()
endforeach()
# The desktop entry names the installed program and icon.
file(STRINGS "${PREFIX}/share/applications/redlock-lab.desktop" entry)
foreach(want "Exec=redlock-lab" "Icon=redlock-lab")
  list(FIND entry "${want}" at)
  if(at EQUAL -1)
    message("install tree: desktop entry lacks ${want}")
    math(EXPR missing "${missing} + 1")
  endif()
endforeach()
if(missing GREATER 0)
  message(FATAL_ERROR "install tree: ${missing} problems")
endif()
file(REMOVE_RECURSE "${PREFIX}")
message("install tree: complete")
