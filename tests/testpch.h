// The tests' precompiled header (tests/CMakeLists.txt): the Qt and standard
// headers nearly every test reads. Parsing them took most of a test's compile
// time; only headers that never change belong here, so that editing the
// project never rebuilds it.
#pragma once

#include <QtTest>
#include <QtWidgets>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>
