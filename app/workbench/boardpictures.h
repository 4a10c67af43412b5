// Pictures of the board: File > Export Board (SVG or PNG, through
// ExportDialog and a file dialog) and Edit > Copy Board Image. The pictures
// come from views/boardexport.h; this class only gathers options and names.
#pragma once

#include <QObject>
#include <QString>

#include "boardexport.h"

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

  // The options as the board shows it and as last chosen.
  BoardExportOptions options() const;
  // Writes the picture; returns "" or what went wrong.
  QString exportTo(const QString &path, const BoardExportOptions &options) const;
  void exportBoard();  // asks for the options and the file
  void copyImage();

 signals:
  void statusMessage(const QString &text, int timeout);

 private:
  QString title() const;

  QWidget *m_window;
  GameDocument *m_document;
  BoardView *m_board;
  QAction *m_export;
  QAction *m_copyImage;
};
