#include "piecetool.h"

#include <QMimeData>
#include <cctype>

QMimeData *PieceDrag::toMime() const {
  QByteArray text;
  text += color == sc::Color::White ? 'w' : 'b';
  text += letter;
  if (from) text += '@' + QByteArray::number(int(*from));
  auto *mime = new QMimeData;
  mime->setData(QString::fromLatin1(PieceTool::kMimeType), text);
  return mime;
}

std::optional<PieceDrag> PieceDrag::fromMime(const QMimeData *mime) {
  if (!mime || !mime->hasFormat(QString::fromLatin1(PieceTool::kMimeType))) return std::nullopt;
  const QByteArray text = mime->data(QString::fromLatin1(PieceTool::kMimeType));
  if (text.size() < 2 || (text[0] != 'w' && text[0] != 'b') || !std::isupper(uchar(text[1])))
    return std::nullopt;
  PieceDrag drag;
  drag.color = text[0] == 'w' ? sc::Color::White : sc::Color::Black;
  drag.letter = text[1];
  if (text.size() > 2) {
    bool ok = false;
    const int square = text.mid(3).toInt(&ok);
    if (text[2] != '@' || !ok || square < 0 || square >= sc::kGridSquares) return std::nullopt;
    drag.from = sc::Square(square);
  }
  return drag;
}
