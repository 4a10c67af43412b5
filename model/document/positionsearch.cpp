#include "positionsearch.h"

#include <QElapsedTimer>

#include "gamelist.h"

namespace {
// How long one slice may hold the event loop.
constexpr qint64 kSliceNsecs = 15'000'000;
}  // namespace

PositionSearch::PositionSearch(QObject *parent) : QObject(parent) {
  m_timer.setInterval(0);
  connect(&m_timer, &QTimer::timeout, this, &PositionSearch::slice);
}

void PositionSearch::start(GameList *list, const sc::Position &target) {
  stop();
  m_list = list;
  m_target = target;
  m_matches.clear();
  m_next = 0;
  m_timer.start();
}

void PositionSearch::stop() {
  if (!m_timer.isActive()) return;
  m_timer.stop();
  emit finished(false);
}

void PositionSearch::finish() {
  if (m_list && m_timer.isActive()) m_list->finishIndexing();
  while (m_timer.isActive()) slice();
}

void PositionSearch::slice() {
  if (!m_list || !m_target) return;
  QElapsedTimer timer;
  timer.start();
  const int total = m_list->gameCount();
  while (m_next < total && timer.nsecsElapsed() < kSliceNsecs) {
    if (m_list->reaches(m_next, *m_target)) m_matches.push_back(m_next);
    ++m_next;
  }
  emit progress(m_next, total, int(m_matches.size()));
  // A list still being indexed is searched as far as it goes, and waited for.
  if (m_next < total || m_list->isIndexing()) return;
  m_timer.stop();
  emit finished(true);
}
