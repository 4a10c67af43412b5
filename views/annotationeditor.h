// AnnotationEditor: a small dialog that edits the comment before or after one
// turn. It opens without blocking (QDialog::open), so the board and the
// notation stay visible while the teacher writes, and commits through the
// document's undoable setAnnotation when accepted.
#pragma once

#include <QDialog>
#include <QPointer>

#include "gamedocument.h"

class QPlainTextEdit;

class AnnotationEditor : public QDialog {
  Q_OBJECT

 public:
  enum class Place { Before, After };

  AnnotationEditor(GameDocument *document, sc::NodeId node, Place place, QWidget *parent = nullptr);

  // Opens an editor for the comment and returns it (it deletes itself when
  // closed).
  static AnnotationEditor *editComment(GameDocument *document, sc::NodeId node, Place place,
                                       QWidget *parent);

  QString text() const;
  void setText(const QString &text);

  void accept() override;

 private:
  QPointer<GameDocument> m_document;
  sc::NodeId m_node;
  Place m_place;
  QPlainTextEdit *m_edit = nullptr;
};
