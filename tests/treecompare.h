// Structural equality of two game trees for tests: the same start, tags,
// turns, tokens, comments, glyphs, arrows, circles and order of variations.
#pragma once

#include <QTest>
#include <utility>
#include <vector>

#include "gametree.h"
#include "sfen.h"

inline void compareTrees(const sc::GameTree &a, const sc::GameTree &b) {
  QCOMPARE(b.nodeCount(), a.nodeCount());
  QCOMPARE(sc::writeSfen(b.start()), sc::writeSfen(a.start()));
  for (const auto &[name, value] : a.tags()) {
    QVERIFY2(b.tags().count(name), name.c_str());
    QCOMPARE(b.tags().at(name), value);
  }
  std::vector<std::pair<sc::NodeId, sc::NodeId>> pending{{a.root(), b.root()}};
  while (!pending.empty()) {
    const auto [x, y] = pending.back();
    pending.pop_back();
    const sc::Node &nx = a.node(x);
    const sc::Node &ny = b.node(y);
    QVERIFY(nx.turn == ny.turn);
    QCOMPARE(ny.notation, nx.notation);
    QCOMPARE(ny.annotation.commentBefore, nx.annotation.commentBefore);
    QCOMPARE(ny.annotation.commentAfter, nx.annotation.commentAfter);
    QVERIFY(ny.annotation.nags == nx.annotation.nags);
    QVERIFY(ny.annotation.arrows == nx.annotation.arrows);
    QVERIFY(ny.annotation.circles == nx.annotation.circles);
    QCOMPARE(ny.children.size(), nx.children.size());
    for (std::size_t i = 0; i < nx.children.size(); ++i)
      pending.emplace_back(nx.children[i], ny.children[i]);
  }
}
