#include "enginepage.h"

#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "engineclient.h"
#include "engineoptionsbox.h"
#include "registry.h"

EnginePage::EnginePage(QWidget *parent) : QWidget(parent) {
  m_path = new QLineEdit;
  m_path->setObjectName(QStringLiteral("enginePathEdit"));
  m_path->setPlaceholderText(tr("shooters-engine (built in)"));
  m_path->setClearButtonEnabled(true);
  m_path->setToolTip(
      tr("A UCI engine's program; empty for the engine that comes with the "
         "workbench, which plays every rule system."));
  auto *browse = new QPushButton(tr("Browse\u2026"));
  browse->setObjectName(QStringLiteral("engineBrowseButton"));
  auto *builtIn = new QPushButton(tr("Built-in"));
  builtIn->setObjectName(QStringLiteral("engineBuiltInButton"));
  builtIn->setToolTip(tr("Use the engine that comes with the workbench"));
  auto *row = new QHBoxLayout;
  row->addWidget(m_path, 1);
  row->addWidget(browse);
  row->addWidget(builtIn);

  m_answer = new QLabel;
  m_answer->setObjectName(QStringLiteral("engineCheckLabel"));
  m_answer->setWordWrap(true);
  m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto *note = new QLabel(
      tr("The Analysis dock, Analyse Game and games against the engine use it. An engine "
         "that does not play a game's rule system says so instead of analysing it."));
  note->setWordWrap(true);
  note->setEnabled(false);

  m_options = new EngineOptionsBox;
  m_options->setVisible(false);
  // Fairy-Stockfish declares some twenty options: they scroll.
  auto *scroll = new QScrollArea;
  scroll->setWidget(m_options);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setMinimumHeight(280);  // room for a dozen options before it scrolls

  auto *form = new QFormLayout;
  form->addRow(tr("Program:"), row);
  form->addRow(QString(), m_answer);
  form->addRow(QString(), note);
  auto *layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(scroll, 1);

  m_probe = new EngineClient(this);
  m_probe->setTimeout(5000);
  connect(m_probe, &EngineClient::stateChanged, this, [this](EngineClient::State state) {
    if (state == EngineClient::State::Idle) showAnswer();
  });
  connect(m_probe, &EngineClient::failed, this, &EnginePage::showFailure);
  connect(m_path, &QLineEdit::editingFinished, this, &EnginePage::check);
  connect(m_path, &QLineEdit::textChanged, this, [this] {
    if (m_path->text().trimmed().isEmpty()) check();  // the clear button
  });
  connect(browse, &QPushButton::clicked, this, &EnginePage::browse);
  connect(builtIn, &QPushButton::clicked, this, [this] { choose(QString()); });
}

namespace {
QString resolved(const QString &program) {
  return program.isEmpty() ? EngineClient::defaultProgram() : QDir::fromNativeSeparators(program);
}
}  // namespace

QString EnginePage::program() const { return m_path->text().trimmed(); }

void EnginePage::setProgram(const QString &program, const QMap<QString, QString> &options,
                            const QMap<QString, QMap<QString, QString>> &others) {
  m_kept.clear();
  for (auto it = others.cbegin(); it != others.cend(); ++it)
    m_kept.insert(resolved(it.key()), it.value());
  m_kept.insert(resolved(program), options);
  choose(program);
}

void EnginePage::choose(const QString &program) {
  m_path->setText(QDir::toNativeSeparators(program));
  check();
}

QMap<QString, QString> EnginePage::options() const {
  if (resolved(program()) != m_checked) return {};
  if (!m_options->isEmpty()) return m_options->values();
  return m_kept.value(m_checked);
}

QString EnginePage::checkText() const { return m_answer->text(); }

void EnginePage::browse() {
  const QString start = program().isEmpty() ? QStringLiteral("/usr/games") : program();
  const QString file = QFileDialog::getOpenFileName(this, tr("Choose a UCI Engine"), start);
  if (!file.isEmpty()) choose(file);
}

void EnginePage::check() {
  const QString program = resolved(this->program());
  if (program == m_checked) return;
  m_checked = program;
  m_options->clear();
  m_probe->shutdown();
  m_probe->setProgram(program);
  m_answer->setStyleSheet(QString());
  m_answer->setText(tr("Asking the engine\u2026"));
  m_probe->start();
}

void EnginePage::showAnswer() {
  QStringList plays;
  const sc::Registry &registry = sc::Registry::instance();
  for (const std::string &name : registry.names()) {
    if (!m_probe->playsVariant(QString::fromStdString(name))) continue;
    std::string error;
    const sc::VariantPtr variant = registry.load(name, {}, error);
    plays << QString::fromStdString(variant ? variant->rules().title : name);
  }
  const QString name = m_probe->engineName().isEmpty() ? tr("The engine") : m_probe->engineName();
  m_answer->setStyleSheet(plays.isEmpty() ? QStringLiteral("color: #c62828;") : QString());
  m_answer->setText(
      plays.isEmpty() ? tr("%1 answers, but plays none of the workbench's rule systems.").arg(name)
                      : tr("%1 plays %2.").arg(name, QLocale().createSeparatedList(plays)));
  m_options->setDeclarations(m_probe->optionDeclarations(), m_kept.value(m_checked));
  m_probe->shutdown();
}

void EnginePage::showFailure(const QString &reason) {
  m_answer->setStyleSheet(QStringLiteral("color: #c62828;"));
  m_answer->setText(reason);
}
