// AnalysisView, the search's settings: how long each search runs (until
// stopped, to a depth, for a time) and the engine's threads and hash table,
// which go to the engine as UCI options only when it offers them.
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QThread>

#include "analysisview.h"

namespace {

enum Limit { UntilStopped, ToDepth, ForTime };

}  // namespace

QLayout *AnalysisView::createSettings() {
  m_limit = new QComboBox;
  m_limit->setObjectName(QStringLiteral("analysisLimitCombo"));
  m_limit->addItem(tr("Until stopped"), UntilStopped);
  m_limit->addItem(tr("To depth"), ToDepth);
  m_limit->addItem(tr("For a time"), ForTime);
  m_limit->setToolTip(tr("How long the engine searches each position"));
  m_depth = new QSpinBox;
  m_depth->setObjectName(QStringLiteral("analysisDepthSpin"));
  m_depth->setRange(1, 60);
  m_depth->setValue(12);
  m_depth->setSuffix(tr(" plies"));
  m_depth->setToolTip(tr("How many plies the engine looks ahead"));
  m_seconds = new QSpinBox;
  m_seconds->setObjectName(QStringLiteral("analysisTimeSpin"));
  m_seconds->setRange(1, 3600);
  m_seconds->setValue(10);
  m_seconds->setSuffix(tr(" s"));
  m_seconds->setToolTip(tr("How long the engine searches each position"));
  m_threads = new QSpinBox;
  m_threads->setObjectName(QStringLiteral("analysisThreadsSpin"));
  m_threads->setRange(1, qMax(1, QThread::idealThreadCount()));
  // Half the cores: the analysis is fast, and the window and the rest of the
  // machine keep theirs.
  m_threads->setValue(qMax(1, QThread::idealThreadCount() / 2));
  m_hash = new QSpinBox;
  m_hash->setObjectName(QStringLiteral("analysisHashSpin"));
  m_hash->setRange(1, 4096);
  m_hash->setValue(16);
  m_hash->setSuffix(tr(" MB"));
  auto *threadsLabel = new QLabel(tr("&Threads:"));
  threadsLabel->setBuddy(m_threads);
  auto *hashLabel = new QLabel(tr("&Hash:"));
  hashLabel->setBuddy(m_hash);

  auto *row = new QHBoxLayout;
  row->addWidget(m_limit);
  row->addWidget(m_depth);
  row->addWidget(m_seconds);
  row->addSpacing(8);
  row->addWidget(threadsLabel);
  row->addWidget(m_threads);
  row->addSpacing(8);
  row->addWidget(hashLabel);
  row->addWidget(m_hash);
  row->addStretch(1);

  // A new limit applies to the search running now: it starts again.
  const auto restart = [this] {
    updateSettings();
    if (m_analysing) {
      m_position.reset();
      requestAnalysis();
    }
  };
  connect(m_limit, &QComboBox::currentIndexChanged, this, restart);
  connect(m_depth, &QSpinBox::valueChanged, this, restart);
  connect(m_seconds, &QSpinBox::valueChanged, this, restart);
  connect(m_threads, &QSpinBox::valueChanged, this, [this, restart] {
    sendEngineOptions();
    restart();
  });
  connect(m_hash, &QSpinBox::valueChanged, this, [this, restart] {
    sendEngineOptions();
    restart();
  });
  for (QSpinBox *spin : {m_depth, m_seconds, m_threads, m_hash})
    connect(spin, &QSpinBox::valueChanged, this, &AnalysisView::settingsChanged);
  connect(m_limit, &QComboBox::currentIndexChanged, this, &AnalysisView::settingsChanged);
  connect(m_engine, &EngineClient::optionsKnown, this, &AnalysisView::updateSettings);
  sendEngineOptions();
  updateSettings();
  return row;
}

AnalysisView::Settings AnalysisView::settings() const {
  Settings s;
  s.lines = m_multiPv->value();
  s.arrow = m_arrow->isChecked();
  s.limit = m_limit->currentData().toInt();
  s.depth = m_depth->value();
  s.seconds = m_seconds->value();
  s.threads = m_threads->value();
  s.hashMb = m_hash->value();
  return s;
}

void AnalysisView::setSettings(const Settings &s) {
  m_multiPv->setValue(s.lines);  // spin boxes clamp to their range
  m_arrow->setChecked(s.arrow);
  const int limit = m_limit->findData(s.limit);
  if (limit >= 0) m_limit->setCurrentIndex(limit);
  m_depth->setValue(s.depth);
  m_seconds->setValue(s.seconds);
  m_threads->setValue(s.threads);
  m_hash->setValue(s.hashMb);
}

EngineLimits AnalysisView::limits() const {
  switch (m_limit->currentData().toInt()) {
    case ToDepth:
      return EngineLimits::depth(m_depth->value());
    case ForTime:
      return EngineLimits::moveTime(m_seconds->value() * 1000);
    default:
      return EngineLimits::infinite();
  }
}

void AnalysisView::sendEngineOptions() {
  // The client sends each only if the engine's answer to "uci" listed it.
  m_engine->setOption(QStringLiteral("Threads"), QString::number(m_threads->value()));
  m_engine->setOption(QStringLiteral("Hash"), QString::number(m_hash->value()));
}

void AnalysisView::updateSettings() {
  const int limit = m_limit->currentData().toInt();
  m_depth->setVisible(limit == ToDepth);
  m_seconds->setVisible(limit == ForTime);
  // Before the handshake nobody knows; afterwards an option the engine does
  // not offer cannot be set.
  const bool known = !m_engine->engineOptions().isEmpty() ||
                     m_engine->state() == EngineClient::State::Idle ||
                     m_engine->state() == EngineClient::State::Searching;
  for (auto [spin, name] : {std::pair{m_threads, QStringLiteral("Threads")},
                            std::pair{m_hash, QStringLiteral("Hash")}}) {
    const bool offered = !known || m_engine->supportsOption(name);
    spin->setEnabled(offered);
    spin->setToolTip(offered ? (name == QLatin1String("Threads")
                                    ? tr("How many threads the engine searches with")
                                    : tr("The size of the engine's hash table"))
                             : tr("This engine has no %1 option").arg(name));
  }
}
