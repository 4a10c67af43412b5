// The document layer's precompiled header (model/CMakeLists.txt): the Qt Core,
// Qt Gui and standard headers most of its files read. Parsing them was most of
// a file's compile time. Only headers that never change belong here, and no
// widget header (tests/layering.cmake).
#pragma once

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>
