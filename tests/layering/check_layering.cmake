# The layering rules of DESIGN.md, checked on the sources (cmake -P, no compiler needed):
#   - no Qt header anywhere in core/ or app/redlockctl/ (the core and the CLI are Qt-free);
#   - no hiredis header outside core/valkey/ (tests/integration/ keeps its raw side door);
#   - core/ never includes ui/ or app/ headers; ui/ never includes app/ headers.
# Usage: cmake -DROOT=<source tree> -P check_layering.cmake
# Prints one line per violation (file:line, the include, the rule) and fails if there is any.
if(NOT DEFINED ROOT)
  message(FATAL_ERROR "check_layering: pass -DROOT=<source tree>")
endif()

set(violations 0)
# check_files(<dirs> <regex> <rule> [<excluded dir>])
function(check_files glob_dirs regex rule)
  set(files)
  foreach(d ${glob_dirs})
    file(GLOB_RECURSE found LIST_DIRECTORIES false "${ROOT}/${d}/*.h" "${ROOT}/${d}/*.cpp")
    list(APPEND files ${found})
  endforeach()
  if(ARGC GREATER 3)
    list(FILTER files EXCLUDE REGEX "^${ROOT}/${ARGV3}/")
  endif()
  foreach(f ${files})
    file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line ${lines})
      if(line MATCHES "${regex}")
        file(RELATIVE_PATH rel "${ROOT}" "${f}")
        message("layering: ${rel}: '${line}': ${rule}")
        math(EXPR violations "${violations} + 1")
      endif()
    endforeach()
  endforeach()
  set(violations ${violations} PARENT_SCOPE)
endfunction()

set(qt_regex "include[ \t]*[<\"](Q[A-Za-z0-9_]*|Qt[A-Za-z0-9_]*/[^>\"]*)[>\"]")
set(hiredis_regex "include[ \t]*[<\"](hiredis/|hiredis\\.h|async\\.h|adapters/)")
check_files("core;app/redlockctl" "${qt_regex}" "no Qt header in the core or in redlockctl")
check_files("core;ui;app" "${hiredis_regex}" "hiredis is seen by core/valkey/ only" core/valkey)
check_files("core" "include[ \t]*\"(ui|app)/" "core/ cannot include ui/ or app/ headers")
check_files("ui" "include[ \t]*\"app/" "ui/ cannot include app/ headers")

if(violations GREATER 0)
  message(FATAL_ERROR "check_layering: found ${violations} layering violations")
endif()
message("check_layering: clean")
