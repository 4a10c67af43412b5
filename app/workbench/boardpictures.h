// Pictures of the board: File > Export Board (SVG or PNG, through
// ExportDialog and a file dialog) and Edit > Copy Board Image; and File >
// Export Game as Web Page, the game with its diagrams. The pictures and the
// page come from views/boardexport.h and views/gamehtml.h; this class only
// gathers options and names.
#pragma once

#include <QObject>
#include <QStandardPaths>
#include <QString>

#include "boardexport.h"
#include "gamehtml.h"

class BoardView;
class GameDocument;
class QAction;
class QWidget;

class BoardPictures : public QObject {
  Q_OBJECT

 public:
  BoardPictures(QWidget *window, GameDocument *document, BoardView *board);

  QAction *exportAction() const { return m_export; }
  QAction *copyImageAction() const { return m_copyImage; }
  QAction *exportGameAction() const { return m_exportGame; }

  // The options as the board shows it and as last chosen.
  BoardExportOptions options() const;
  // Writes the picture; returns "" or what went wrong.
  QString exportTo(const QString &path, const BoardExportOptions &options) const;
  void exportBoard();  // asks for the options and the file
  void copyImage();
  // The game as a web page with diagrams of the board as shown (its colours,
  // its side, its coordinates); returns "" or what went wrong.
  QString exportGameTo(const QString &path) const;
  void exportGame();  // asks for the file
  // Games (PGN, as the Games list exports them) as one web page titled
  // `title`, with the diagrams their comments mark; `written` gets how many
  // games the page holds (a game whose start cannot be read is left out,
  // and a page with none is not written).
  QString exportGamesTo(const QString &path, const QByteArray &pgn, const QString &title,
                        int *written = nullptr) const;
  void exportGames(const QByteArray &pgn, int count, const QString &title);  // asks for the file

 signals:
  void statusMessage(const QString &text, int timeout);

 private:
  QString title() const;
  // A web page's diagrams as the board shows it: its colours, side and coordinates.
  GameHtmlOptions pageOptions() const;
  // A save dialog for `name`.`suffix` in the folder used last for exports
  // (`firstFolder` the first time); the path chosen, or "" when cancelled.
  QString askPath(const QString &title, const QString &name, const QString &suffix,
                  const QString &filter, QStandardPaths::StandardLocation firstFolder) const;
  void reportFailure(const QString &title, const QString &text, const QString &error) const;

  QWidget *m_window;
  GameDocument *m_document;
  BoardView *m_board;
  QAction *m_export;
  QAction *m_copyImage;
  QAction *m_exportGame;
};
