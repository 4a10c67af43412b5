#include "pieceset.h"

#include <QFile>
#include <QFont>
#include <QPainter>
#include <QSvgRenderer>
#include <cmath>

namespace {

// Resizing the window renders every size it passes through; beyond this many
// pixmaps the cache starts again rather than growing without bound.
constexpr int kMaxCachedPixmaps = 96;

int rendererKey(char letter, sc::Color color) { return int(uchar(letter)) * 2 + sc::index(color); }

QString resourceName(const std::string &set, char letter, sc::Color color) {
  const QString folder =
      set == "airship" ? QString() : QString::fromStdString(set) + QLatin1Char('/');
  return QStringLiteral(":/pieces/%1%2%3.svg")
      .arg(folder)
      .arg(color == sc::Color::White ? QLatin1Char('w') : QLatin1Char('b'))
      .arg(QLatin1Char(letter));
}

// The user's preferred set and a counter of its changes, which each PieceSet
// compares with its own to know when to drop its caches.
std::string &preferred() {
  static std::string name;
  return name;
}
int &preferredGeneration() {
  static int generation = 1;
  return generation;
}

}  // namespace

PieceSet::PieceSet() : m_generation(preferredGeneration()) {}
PieceSet::~PieceSet() = default;

void PieceSet::setPreferredSet(const std::string &name) {
  if (name == preferred()) return;
  preferred() = name;
  ++preferredGeneration();
}

const std::string &PieceSet::preferredSet() { return preferred(); }

std::string PieceSet::resolvedSet(const std::string &name) {
  // Only the airships are replaced: a ruleset with artwork of its own (chess,
  // MegaMan) keeps it.
  return name == "airship" && !preferred().empty() ? preferred() : name;
}

void PieceSet::useSet(const std::string &name) {
  m_requested = name;
  m_generation = 0;
  sync();
}

void PieceSet::sync() const {
  if (m_generation == preferredGeneration()) return;
  m_generation = preferredGeneration();
  const std::string resolved = resolvedSet(m_requested);
  if (resolved == m_set) return;
  m_set = resolved;
  m_renderers.clear();
  m_cache.clear();
}

QSvgRenderer *PieceSet::renderer(char letter, sc::Color color) const {
  sync();
  const int key = rendererKey(letter, color);
  auto it = m_renderers.find(key);
  if (it == m_renderers.end()) {
    std::unique_ptr<QSvgRenderer> svg;
    QString name = resourceName(m_set, letter, color);
    // A set may draw only the pieces its rule system adds and borrow the
    // rest from the chess set (Cannon Battle Chess's K Q R B N P).
    if (!QFile::exists(name)) name = resourceName("chess", letter, color);
    if (QFile::exists(name)) {
      svg = std::make_unique<QSvgRenderer>(name);
      if (!svg->isValid()) svg.reset();
    }
    it = m_renderers.emplace(key, std::move(svg)).first;
  }
  return it->second.get();
}

bool PieceSet::hasArtwork(char letter) const {
  return renderer(letter, sc::Color::White) != nullptr;
}

QPixmap PieceSet::pixmap(char letter, sc::Color color, int size, qreal dpr) {
  sync();
  size = std::max(size, 1);
  const QString key = QStringLiteral("%1%2/%3@%4")
                          .arg(QLatin1Char(letter))
                          .arg(sc::index(color))
                          .arg(size)
                          .arg(dpr);
  auto cached = m_cache.constFind(key);
  if (cached != m_cache.constEnd()) return *cached;

  const int device = int(std::lround(size * dpr));
  QPixmap pix(device, device);
  pix.fill(Qt::transparent);
  {
    QPainter p(&pix);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF rect(0, 0, device, device);
    if (QSvgRenderer *svg = renderer(letter, color))
      svg->render(&p, rect);
    else
      paintFallback(p, rect, letter, color);
  }
  pix.setDevicePixelRatio(dpr);
  if (m_cache.size() >= kMaxCachedPixmaps) m_cache.clear();
  m_cache.insert(key, pix);
  return pix;
}

void PieceSet::paint(QPainter &painter, const QRectF &rect, char letter, sc::Color color,
                     bool vector) {
  if (vector) {
    if (QSvgRenderer *svg = renderer(letter, color))
      svg->render(&painter, rect);
    else
      paintFallback(painter, rect, letter, color);
    return;
  }
  const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
  const int size = int(std::lround(std::min(rect.width(), rect.height())));
  // Whole device pixels keep the outlines sharp: a pixmap drawn at a
  // fractional offset is resampled and blurs.
  const QPointF topLeft(std::round(rect.center().x() - size / 2.0),
                        std::round(rect.center().y() - size / 2.0));
  painter.drawPixmap(topLeft, pixmap(letter, color, size, dpr));
}

void PieceSet::paintFallback(QPainter &painter, const QRectF &rect, char letter,
                             sc::Color color) const {
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  const bool white = color == sc::Color::White;
  const qreal w = rect.width();
  painter.setPen(QPen(white ? QColor(0x1d, 0x1d, 0x22) : QColor(0xec, 0xe6, 0xd6), w * 0.04));
  painter.setBrush(white ? QColor(0xf6, 0xf2, 0xe7) : QColor(0x2c, 0x2c, 0x33));
  painter.drawEllipse(rect.adjusted(w * 0.12, w * 0.12, -w * 0.12, -w * 0.12));
  QFont font;
  font.setBold(true);
  font.setPixelSize(std::max(1, int(w * 0.42)));
  painter.setFont(font);
  painter.drawText(rect, Qt::AlignCenter, QString(QLatin1Char(letter)));
  painter.restore();
}
