#include "autoplay.h"

#include <algorithm>

#include "gamedocument.h"

AutoPlay::AutoPlay(GameDocument *document, QObject *parent)
    : QObject(parent), m_document(document) {
  m_timer.setInterval(kDefaultInterval);
  connect(&m_timer, &QTimer::timeout, this, &AutoPlay::step);
  connect(document, &GameDocument::currentNodeChanged, this, [this] {
    if (!m_stepping) stop();
  });
  connect(document, &GameDocument::gameReset, this, &AutoPlay::stop);
}

void AutoPlay::setRunning(bool on) {
  if (on == isRunning()) return;
  if (!on) return stop();
  const auto atEnd = [this] {
    return m_document->tree().node(m_document->currentNode()).children.empty();
  };
  // At the end of a line (or of the game) the replay starts over.
  if (atEnd()) {
    m_stepping = true;
    m_document->goStart();
    m_stepping = false;
  }
  if (atEnd()) return;  // a game without a turn: nothing to show
  m_timer.start();
  emit runningChanged(true);
}

void AutoPlay::setInterval(int ms) { m_timer.setInterval(std::max(ms, 100)); }

void AutoPlay::step() {
  m_stepping = true;
  m_document->goForward();
  m_stepping = false;
  if (m_document->tree().node(m_document->currentNode()).children.empty()) {
    stop();
    emit finished();
  }
}

void AutoPlay::stop() {
  if (!isRunning()) return;
  m_timer.stop();
  emit runningChanged(false);
}
