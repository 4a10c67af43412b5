# The layering check (docs/architecture.md), run by ctest as `layering`:
#   - no file under model/ includes a widget header (QtWidgets and the other
#     widget modules: QWidget, QDialog, QMainWindow, QApplication, ...);
#   - no file under model/core includes any Qt header at all.
# The linker already keeps Qt out of the core library; this check also covers
# headers that no target compiles yet, and names the file and line.
#
#   cmake -DROOT=<source dir> [-DQT_HEADERS=<Qt include root>] -P layering.cmake
#   cmake -DSELFTEST=<scratch dir> [-DQT_HEADERS=...] -P layering.cmake
#
# QT_HEADERS (e.g. /usr/include/x86_64-linux-gnu/qt6) lets the check list every
# class header of the widget modules; without it a built-in list is used.
# SELFTEST writes good and bad trees into the scratch directory and fails unless
# the check accepts the good one and rejects each bad one.

cmake_minimum_required(VERSION 3.21)

# Modules whose headers are widgets or need QApplication.
set(widget_modules QtWidgets QtSvgWidgets QtOpenGLWidgets QtPrintSupport QtUiTools QtQuickWidgets
    QtCharts QtDataVisualization)
# Class headers of those modules, used when QT_HEADERS is not given or as a floor.
set(widget_classes QWidget QDialog QMainWindow QApplication QAction QActionGroup QMenu QMenuBar
    QToolBar QDockWidget QStatusBar QLabel QPushButton QToolButton QLineEdit QTextEdit QComboBox
    QSpinBox QCheckBox QRadioButton QSlider QTreeView QListView QTableView QTreeWidget QListWidget
    QTableWidget QHeaderView QAbstractItemView QStyledItemDelegate QItemDelegate QGraphicsView
    QGraphicsScene QGraphicsItem QMessageBox QFileDialog QInputDialog QColorDialog QFontDialog
    QProgressDialog QSplitter QScrollArea QStackedWidget QTabWidget QFrame QLayout QBoxLayout
    QHBoxLayout QVBoxLayout QGridLayout QFormLayout QStyle QStyleOption QSvgWidget QPrintDialog
    QUndoView QWizard QWizardPage QSystemTrayIcon)
# In Qt 6, QAction, QActionGroup, QUndoStack and QUndoCommand moved to QtGui and
# are allowed in the document layer. Only an include through QtWidgets/ counts.
list(REMOVE_ITEM widget_classes QAction QActionGroup)

if(QT_HEADERS AND IS_DIRECTORY "${QT_HEADERS}")
  foreach(module ${widget_modules})
    file(GLOB class_headers RELATIVE "${QT_HEADERS}/${module}" "${QT_HEADERS}/${module}/Q*")
    foreach(h ${class_headers})
      # "QtWidgets", "QtWidgetsDepends", "QtWidgetsVersion": module headers, matched below.
      if(NOT h MATCHES "^Qt" AND NOT h MATCHES "\\.")
        list(APPEND widget_classes ${h})
      endif()
    endforeach()
  endforeach()
  # Classes that Qt 6 moved to QtGui but still forwards from QtWidgets.
  file(GLOB gui_classes RELATIVE "${QT_HEADERS}/QtGui" "${QT_HEADERS}/QtGui/Q*")
  if(gui_classes)
    list(REMOVE_ITEM widget_classes ${gui_classes})
  endif()
endif()
list(REMOVE_DUPLICATES widget_classes)
list(JOIN widget_modules "|" modules_re)
list(JOIN widget_classes "|" classes_re)
# The header named by an include line, and the kinds of header.
set(include_re "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"]")
set(widget_re "^((${modules_re})(/.*)?|(${classes_re}))$")
# Any Qt header: <QString>, <QtCore/QString>, <QtCore>, <qstring.h>.
set(qt_re "^(Qt[A-Za-z0-9]*(/.*)?|Q[A-Z][A-Za-z0-9]*|q[a-z0-9_]*\\.h)$")

# Appends one message per violation under `root` to the variable `out`.
function(check_tree root out)
  set(found)
  file(GLOB_RECURSE files LIST_DIRECTORIES false
       "${root}/model/*.h" "${root}/model/*.hpp" "${root}/model/*.hh" "${root}/model/*.cpp"
       "${root}/model/*.cc" "${root}/model/*.cxx" "${root}/model/*.inl" "${root}/model/*.ipp")
  list(SORT files)
  foreach(f ${files})
    file(RELATIVE_PATH rel "${root}" "${f}")
    set(in_core FALSE)
    if(rel MATCHES "^model/core/")
      set(in_core TRUE)
    endif()
    # Reads every line (a ";" in a line would split it; include lines have none).
    file(STRINGS "${f}" lines)
    set(n 0)
    foreach(line IN LISTS lines)
      math(EXPR n "${n} + 1")
      if(NOT line MATCHES "${include_re}")
        continue()
      endif()
      set(header "${CMAKE_MATCH_1}")
      if(header MATCHES "${widget_re}")
        list(APPEND found
             "${rel}:${n}: includes <${header}>, a widget header (model/ uses Qt Core and Gui only)")
      elseif(in_core AND header MATCHES "${qt_re}")
        list(APPEND found
             "${rel}:${n}: includes <${header}>, a Qt header (model/core is plain C++ without Qt)")
      endif()
    endforeach()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

if(SELFTEST)
  set(base "${SELFTEST}")
  file(REMOVE_RECURSE "${base}")
  # name | file under model/ | text | expected number of violations
  set(cases
      "good|core/position.h|#include <array>\n#include \"types.h\"\n// #include <QWidget> in a comment\n|0"
      "good_doc|document/gamedocument.h|#include <QObject>\n#include <QtGui/QUndoStack>\n#include <QAbstractItemModel>\n#include <QAction>\n|0"
      "core_qstring|core/a.h|#include <QString>\n|1"
      "core_module|core/b.cpp|  #  include <QtCore/QList>\n|1"
      "core_lower|core/c.cpp|#include <qglobal.h>\n|1"
      "core_quoted|core/d.h|#include \"QHash\"\n|1"
      "doc_widget|document/e.h|#include <QWidget>\n|1"
      "doc_dialog|document/f.cpp|#include <QDialog>\n#include <QMainWindow>\n|2"
      "doc_module|g.cpp|#include <QtWidgets>\n#include <QtWidgets/QApplication>\n|2"
      "doc_svgwidget|document/h.h|#include <QSvgWidget>\n|1"
      "core_widget|core/i.h|#include <QTreeView>\n|1")
  set(failures 0)
  foreach(c ${cases})
    string(REPLACE "|" ";" parts "${c}")
    list(GET parts 0 name)
    list(GET parts 1 path)
    list(GET parts 2 text)
    list(GET parts 3 expected)
    file(WRITE "${base}/${name}/model/${path}" "${text}")
    check_tree("${base}/${name}" found)
    list(LENGTH found count)
    if(NOT count EQUAL expected)
      message("FAIL ${name}: expected ${expected} violation(s), found ${count}: ${found}")
      math(EXPR failures "${failures} + 1")
    else()
      message("ok   ${name}: ${count} violation(s)")
    endif()
  endforeach()
  file(REMOVE_RECURSE "${base}")
  if(failures GREATER 0)
    message(FATAL_ERROR "layering self-test: ${failures} case(s) wrong")
  endif()
  return()
endif()

if(NOT ROOT OR NOT IS_DIRECTORY "${ROOT}/model")
  message(FATAL_ERROR "layering: pass -DROOT=<source dir> (a directory holding model/)")
endif()
check_tree("${ROOT}" found)
if(found)
  list(LENGTH found count)
  foreach(v ${found})
    message("${v}")
  endforeach()
  message(FATAL_ERROR "layering: ${count} include(s) break the layers (docs/architecture.md)")
endif()
message("layering: model/ includes no widget header, model/core no Qt header")
