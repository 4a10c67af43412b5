// AutoPlay: Game > Auto Play, as ChessX's and Scid's autoplay replay a game:
// the current line's next turn is shown every interval until the line ends.
// Anything else that moves the board (a click in the notation, a key, a turn
// played, another game) stops it, so the user takes over at once without a
// second step arriving behind their back. Started at the end of a line, it
// replays the game from the start. docs/navigator.md, "Auto play".
#pragma once

#include <QObject>
#include <QTimer>

class GameDocument;

class AutoPlay : public QObject {
  Q_OBJECT

 public:
  static constexpr int kDefaultInterval = 2000;  // ms

  explicit AutoPlay(GameDocument *document, QObject *parent = nullptr);

  bool isRunning() const { return m_timer.isActive(); }
  void setRunning(bool on);
  // The time between two turns (ms, at least 100); a running replay keeps
  // going at the new pace.
  void setInterval(int ms);
  int interval() const { return m_timer.interval(); }

 signals:
  void runningChanged(bool running);
  // The replay stopped by itself at the end of the line.
  void finished();

 private:
  void step();
  void stop();

  GameDocument *m_document;
  QTimer m_timer;
  bool m_stepping = false;  // the board moves by this replay's own step
};
