# Fails when the translation files are not current: lupdate, run as the
# update_translations target runs it but on copies, finds a string of the
# sources that translations/*.ts does not hold translated (a new message
# left in English under French or German). docs/translations.md.
#   cmake -DLUPDATE=... -DROOT=... -DOUT=... -P translations_current.cmake
file(GLOB_RECURSE SOURCES ${ROOT}/model/core/*.cpp ${ROOT}/model/core/*.h
     ${ROOT}/model/document/*.cpp ${ROOT}/model/document/*.h ${ROOT}/views/*.cpp
     ${ROOT}/views/*.h ${ROOT}/app/workbench/*.cpp ${ROOT}/app/workbench/*.h)
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
file(GLOB TS_FILES ${ROOT}/translations/*.ts)
set(COPIES)
foreach(ts ${TS_FILES})
  get_filename_component(name ${ts} NAME)
  file(COPY ${ts} DESTINATION ${OUT})
  list(APPEND COPIES ${OUT}/${name})
endforeach()
string(REPLACE ";" "\n" LIST "${SOURCES}")
file(WRITE ${OUT}/sources.lst "${LIST}\n")
# English, the source language, holds only the plural forms (app/CMakeLists.txt).
function(lupdate)
  execute_process(
    COMMAND ${LUPDATE} -no-obsolete -locations none
            -tr-function-alias QT_TRANSLATE_NOOP+=SC_TRANSLATE_NOOP ${ARGN}
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "lupdate failed:\n${out}")
  endif()
endfunction()
set(OTHERS ${COPIES})
list(REMOVE_ITEM OTHERS ${OUT}/shooters_en.ts)
lupdate(@${OUT}/sources.lst -ts ${OTHERS})
lupdate(-pluralonly @${OUT}/sources.lst -ts ${OUT}/shooters_en.ts)
# The files are read as whole strings: a list of their lines would split at
# the ';' of every entity and merge at every unbalanced '['.
set(BAD "")
foreach(copy ${COPIES})
  file(READ ${copy} text)
  string(REPLACE ";" "@SEMICOLON@" text "${text}")
  string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*<translation type=\"unfinished\""
               found "${text}")
  if(found)
    get_filename_component(name ${copy} NAME)
    string(REGEX REPLACE "</source>[^;]*" "" found "${found}")
    string(REPLACE "<source>" "\n  ${name}: " found "${found}")
    string(REPLACE ";" "" found "${found}")
    string(APPEND BAD "${found}")
  endif()
endforeach()
string(REPLACE "@SEMICOLON@" ";" BAD "${BAD}")
if(BAD)
  message(FATAL_ERROR "strings without a translation (run `cmake --build build --target "
                      "update_translations`, then translate them):${BAD}")
endif()
message(STATUS "every string of the sources is translated in ${TS_FILES}")
