#include "annotationeditor.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include "gamedocument.h"
#include "movemenu.h"

AnnotationEditor::AnnotationEditor(GameDocument *document, sc::NodeId node, Place place,
                                   QWidget *parent)
    : QDialog(parent), m_document(document), m_node(node), m_place(place) {
  setObjectName(QStringLiteral("annotationEditor"));
  const QString label = turnLabel(*document, node);
  if (node == document->tree().root())
    setWindowTitle(tr("Comment at the start of the game"));
  else if (place == Place::Before)
    setWindowTitle(tr("Comment before %1").arg(label));
  else
    setWindowTitle(tr("Comment after %1").arg(label));

  auto *layout = new QVBoxLayout(this);
  auto *hint = new QLabel(tr("Leave the text empty to remove the comment."), this);
  hint->setForegroundRole(QPalette::PlaceholderText);
  m_edit = new QPlainTextEdit(this);
  m_edit->setObjectName(QStringLiteral("commentText"));
  m_edit->setTabChangesFocus(true);
  const sc::Annotation &a = document->tree().node(node).annotation;
  m_edit->setPlainText(
      QString::fromStdString(place == Place::Before ? a.commentBefore : a.commentAfter));
  auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &AnnotationEditor::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &AnnotationEditor::reject);
  layout->addWidget(m_edit);
  layout->addWidget(hint);
  layout->addWidget(buttons);
  resize(420, 200);
}

AnnotationEditor *AnnotationEditor::editComment(GameDocument *document, sc::NodeId node,
                                                Place place, QWidget *parent) {
  auto *editor = new AnnotationEditor(document, node, place, parent);
  editor->setAttribute(Qt::WA_DeleteOnClose);
  editor->open();
  return editor;
}

QString AnnotationEditor::text() const { return m_edit->toPlainText(); }

void AnnotationEditor::setText(const QString &text) { m_edit->setPlainText(text); }

void AnnotationEditor::accept() {
  // The node may have been deleted (by undo, say) while the dialog was open.
  if (m_document && m_document->tree().valid(m_node)) {
    sc::Annotation a = m_document->tree().node(m_node).annotation;
    std::string value = text().trimmed().toStdString();
    std::string &target = m_place == Place::Before ? a.commentBefore : a.commentAfter;
    // An unchanged comment would only add an empty step to the undo history.
    if (target != value) {
      target = std::move(value);
      m_document->setAnnotation(m_node, a);
    }
  }
  QDialog::accept();
}
