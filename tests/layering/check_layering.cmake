# The layering rules of DESIGN.md, checked on the sources (cmake -P, no compiler needed):
#   - no Qt header anywhere in core/ or app/redlockctl/ (the core and the CLI are Qt-free);
#   - no hiredis header outside core/valkey/ (tests/integration/ keeps its raw side door);
#   - no libcurl header outside core/etcd/ and core/docker/ (curl is linked PRIVATE);
#   - no OpenSSL header outside core/valkey/ (TLS to the masters; linked PRIVATE);
#   - core/ never includes ui/ or app/ headers; ui/ never includes app/ headers;
#   - no cycle between the rooms of core/ (its first-level folders): a room never depends,
#     directly or through others, on a room that depends on it, so each can be built, linked and
#     tested on top of the ones below it (core/CMakeLists.txt);
#   - the ui rooms below the pages and the shell never reach up: ui/widgets/ and ui/model/
#     include nothing from ui/pages/, ui/live/ nothing from ui/app/.
# Usage: cmake -DROOT=<source tree> -P check_layering.cmake
# Prints one line per violation (file:line, the include, the rule) and fails if there is any.
cmake_minimum_required(VERSION 3.20) # IN_LIST, list(POP_FRONT)
if(NOT DEFINED ROOT)
  message(FATAL_ERROR "check_layering: pass -DROOT=<source tree>")
endif()

set(violations 0)
# check_files(<dirs> <regex> <rule> [<excluded dir>...])
function(check_files glob_dirs regex rule)
  set(files)
  foreach(d ${glob_dirs})
    file(GLOB_RECURSE found LIST_DIRECTORIES false "${ROOT}/${d}/*.h" "${ROOT}/${d}/*.cpp")
    list(APPEND files ${found})
  endforeach()
  foreach(excluded ${ARGN})
    list(FILTER files EXCLUDE REGEX "^${ROOT}/${excluded}/")
  endforeach()
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
check_files("core;ui;app" "include[ \t]*[<\"]curl/" "libcurl is seen by core/etcd/ and core/docker/ only"
            core/etcd core/docker)
check_files("core;ui;app" "include[ \t]*[<\"]openssl/" "OpenSSL is seen by core/valkey/ only"
            core/valkey)
check_files("ui" "include[ \t]*\"app/" "ui/ cannot include app/ headers")
check_files("ui/widgets;ui/model" "include[ \t]*\"ui/pages/"
            "ui/widgets/ and ui/model/ are below the pages: they cannot include ui/pages/")
check_files("ui/live" "include[ \t]*\"ui/app/"
            "ui/live/ is below the shell: it cannot include ui/app/")

# Room cycles in core/: the room graph from the include lines, then every edge A -> B whose
# target reaches A again is named, with the first include line that makes it.
file(GLOB_RECURSE core_files LIST_DIRECTORIES false "${ROOT}/core/*.h" "${ROOT}/core/*.cpp")
set(rooms)
foreach(f ${core_files})
  file(RELATIVE_PATH rel "${ROOT}/core" "${f}")
  if(NOT rel MATCHES "^([^/]+)/")
    continue() # a file directly in core/ belongs to no room
  endif()
  set(room "${CMAKE_MATCH_1}")
  list(APPEND rooms ${room})
  file(STRINGS "${f}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"core/[^/\"]+/")
  foreach(line ${lines})
    string(REGEX MATCH "core/([^/\"]+)/" unused "${line}")
    set(to "${CMAKE_MATCH_1}")
    if(NOT to STREQUAL room)
      list(APPEND edges_${room} ${to})
      if(NOT DEFINED first_${room}_${to})
        set(first_${room}_${to} "core/${rel}: '${line}'")
      endif()
    endif()
  endforeach()
endforeach()
list(REMOVE_DUPLICATES rooms)
foreach(r ${rooms})
  set(seen)
  set(todo ${edges_${r}})
  while(todo)
    list(POP_FRONT todo n)
    if(NOT n IN_LIST seen)
      list(APPEND seen ${n})
      list(APPEND todo ${edges_${n}})
    endif()
  endwhile()
  set(reach_${r} ${seen})
endforeach()
foreach(r ${rooms})
  set(targets ${edges_${r}})
  if(targets)
    list(REMOVE_DUPLICATES targets)
  endif()
  foreach(to ${targets})
    if(r IN_LIST reach_${to})
      message("layering: ${first_${r}_${to}}: core rooms ${r} and ${to} form a cycle "
              "(${to} depends on ${r} again); move what both need into a room below both")
      math(EXPR violations "${violations} + 1")
    endif()
  endforeach()
endforeach()

if(violations GREATER 0)
  message(FATAL_ERROR "check_layering: found ${violations} layering violations")
endif()
message("check_layering: clean")
