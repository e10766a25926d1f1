# moc reads a file's #includes as a preprocessor does: with a target's include paths it parsed Qt,
# QtTest and QCustomPlot again for every header and test file it was given, about a second each,
# three minutes of a cold build's two trees. What it writes does not depend on them (it reads the
# Q_OBJECT class in the file itself; the code it writes is compiled where the file's includes
# are), so automoc runs it through a wrapper that leaves the include paths out: the same output,
# a hundredth of the time.
set(SHARDSCOPE_MOC ${CMAKE_BINARY_DIR}/moc-without-includes)
file(GENERATE OUTPUT ${SHARDSCOPE_MOC}
     CONTENT "#!/bin/sh
# moc without the include paths: cmake/moc.cmake says why.
for arg do
  shift
  case \"$arg\" in -I*) ;; *) set -- \"$@\" \"$arg\" ;; esac
done
exec \"$<TARGET_FILE:Qt6::moc>\" \"$@\"
"
     FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ
                      WORLD_EXECUTE)

# shardscope_moc_without_includes(DIR): every automoc target of DIR and the folders below it.
function(shardscope_moc_without_includes dir)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target ${targets})
    get_target_property(automoc ${target} AUTOMOC)
    if(automoc)
      set_target_properties(${target} PROPERTIES AUTOMOC_EXECUTABLE ${SHARDSCOPE_MOC})
    endif()
  endforeach()
  get_property(folders DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(folder ${folders})
    shardscope_moc_without_includes(${folder})
  endforeach()
endfunction()
