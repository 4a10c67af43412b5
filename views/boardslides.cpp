#include "boardslides.h"

#include <algorithm>
#include <cstdlib>

namespace {

bool sameKind(const sc::Cell &a, const sc::Cell &b) {
  return !a.empty() && !b.empty() && a.type == b.type && a.color == b.color;
}

int distance(sc::Square a, sc::Square b) {
  return std::max(std::abs(sc::fileOf(a) - sc::fileOf(b)), std::abs(sc::rankOf(a) - sc::rankOf(b)));
}

}  // namespace

BoardSlides::BoardSlides(QObject *parent) : QObject(parent) {
  m_animation.setStartValue(0.0);
  m_animation.setEndValue(1.0);
  m_animation.setEasingCurve(QEasingCurve::OutCubic);
  connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
    for (BoardScene::Slide &slide : m_slides) slide.progress = value.toReal();
    emit frame();
  });
  connect(&m_animation, &QVariantAnimation::finished, this, [this] {
    m_slides.clear();
    emit frame();
  });
}

void BoardSlides::show(const sc::Position &pos, bool animate) {
  std::vector<std::pair<sc::Square, sc::Cell>> now;
  for (sc::Square square : pos.variant().squares())
    if (!pos.at(square).empty()) now.emplace_back(square, pos.at(square));
  std::sort(now.begin(), now.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
  const bool sameBoard = m_variant == &pos.variant();
  const std::vector<std::pair<sc::Square, sc::Cell>> before = std::exchange(m_last, now);
  m_variant = &pos.variant();
  // A drop's turn comes at once; a refused drop leaves nothing to skip later.
  const bool skip = m_skipNext.isValid() && !m_skipNext.hasExpired(500);
  m_skipNext.invalidate();
  if (now == before) return;  // the same pieces: a mark, a rank or the mode changed
  m_animation.stop();
  m_slides.clear();
  if (!animate || skip || m_duration == 0 || !sameBoard) return;

  auto at = [](const std::vector<std::pair<sc::Square, sc::Cell>> &cells, sc::Square square) {
    const auto it = std::lower_bound(cells.begin(), cells.end(), square,
                                     [](const auto &c, sc::Square s) { return c.first < s; });
    return it != cells.end() && it->first == square ? it->second : sc::Cell{};
  };
  // Gone: a piece no longer on its square; come: one that was not there.
  std::vector<std::pair<sc::Square, sc::Cell>> gone, come;
  for (const auto &[square, cell] : before)
    if (!sameKind(at(now, square), cell)) gone.emplace_back(square, cell);
  for (const auto &[square, cell] : now)
    if (!sameKind(at(before, square), cell)) come.emplace_back(square, cell);
  if (come.size() > std::size_t(kMaxSlides) + 2) return;  // another position, not a turn
  std::vector<bool> used(gone.size(), false);
  for (const auto &[to, cell] : come) {
    int best = -1;
    for (std::size_t g = 0; g < gone.size(); ++g)
      if (!used[g] && sameKind(gone[g].second, cell) &&
          (best < 0 || distance(gone[g].first, to) < distance(gone[std::size_t(best)].first, to)))
        best = int(g);
    if (best < 0) continue;  // promoted, placed, or come back: it appears
    used[std::size_t(best)] = true;
    m_slides.append({gone[std::size_t(best)].first, to, 0.0});
  }
  if (m_slides.isEmpty() || m_slides.size() > kMaxSlides) {
    m_slides.clear();
    return;
  }
  m_animation.setDuration(m_duration);
  m_animation.start();
  emit frame();
}
