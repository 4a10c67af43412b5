#include "engineclient.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>

EngineClient::EngineClient(QObject *parent) : QObject(parent), m_program(defaultProgram()) {
  m_timer.setSingleShot(true);
  connect(&m_timer, &QTimer::timeout, this, [this] { hung(m_timeoutMs); });
  // A search gives no answer to wait for, only lines: an engine that stops
  // writing them is hung like one that does not answer isready.
  m_silence.setSingleShot(true);
  connect(&m_silence, &QTimer::timeout, this, [this] { hung(m_silenceMs); });
}

EngineClient::~EngineClient() {
  blockSignals(true);  // nobody hears of a state change while this goes
  shutdown();
}

QString EngineClient::defaultProgram() {
  QString name = QStringLiteral("shooters-engine");
#ifdef Q_OS_WIN
  name += QStringLiteral(".exe");
#endif
  return QDir(QCoreApplication::applicationDirPath()).filePath(name);
}

void EngineClient::setProgram(const QString &program) {
  if (program == m_program) return;
  m_program = program;
  if (m_state != State::NotStarted) shutdown();
  if (!m_name.isEmpty()) {
    m_name.clear();  // the new program names itself in its handshake
    emit engineNameChanged(m_name);
  }
}

void EngineClient::setDeviceFactory(DeviceFactory factory) { m_factory = std::move(factory); }
void EngineClient::setTimeout(int ms) { m_timeoutMs = qMax(1, ms); }
void EngineClient::setSilenceLimit(int ms) { m_silenceMs = qMax(1, ms); }

void EngineClient::setRules(const sc::Ruleset &rules) {
  m_variant = QString::fromStdString(rules.name);
  m_variantTitle = QString::fromStdString(rules.title.empty() ? rules.name : rules.title);
  m_ruleOptions = QString::fromStdString(sc::optionsText(rules));
}

void EngineClient::setMultiPv(int lines) {
  lines = qBound(1, lines, 64);
  if (lines == m_multiPv) return;
  m_multiPv = lines;
  // A running search has the old number of lines: search again with the new one.
  if (m_state == State::Searching && m_searched) {
    const Request again = *m_searched;
    analyse(again.sfen, again.moves, again.limits);
  }
}

void EngineClient::setState(State state) {
  if (state == m_state) return;
  m_state = state;
  // The silence watchdog belongs to the Searching state only: Stopping has
  // the stop's timeout, Idle has nothing to wait for.
  if (state == State::Searching)
    m_silence.start(m_silenceMs);
  else
    m_silence.stop();
  emit stateChanged(state);
}

void EngineClient::start() {
  if (m_state != State::NotStarted && m_state != State::Failed) return;
  m_error.clear();
  m_quitting = false;
  m_sentMultiPv = 0;
  m_sentVariant.clear();
  m_sentRuleOptions.reset();
  m_optionDecls.clear();
  m_refusal.clear();
  m_sentOptions.clear();
  m_superseded = false;
  QIODevice *device = nullptr;
  if (m_factory) {
    device = m_factory(this);
  } else {
    auto *process = new QProcess(this);
    process->setProgram(m_program);
    process->setStandardErrorFile(QProcess::nullDevice());
    device = process;
  }
  m_device = device;
  connect(device, &QIODevice::readyRead, this, &EngineClient::readLines);
  connect(device, &QIODevice::readChannelFinished, this, &EngineClient::onDeviceGone);
  connect(device, &QIODevice::aboutToClose, this, &EngineClient::onDeviceGone);
  setState(State::Starting);
  if (auto *process = qobject_cast<QProcess *>(device)) {
    connect(process, &QProcess::finished, this, &EngineClient::onDeviceGone);
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError e) {
      if (e == QProcess::FailedToStart) {
        const QString program = QDir::toNativeSeparators(process->program());
        fail(QFileInfo::exists(process->program())
                 ? tr("The engine could not be started (%1): %2")
                       .arg(program, process->errorString())
                 : tr("The engine could not be started: %1 does not exist").arg(program));
      } else if (e == QProcess::Crashed) {
        onDeviceGone();
      }
    });
    process->start(QIODevice::ReadWrite);  // writes wait in its buffer until it runs
    if (m_state == State::Failed) return;
  }
  send(QStringLiteral("uci"));
  armTimeout();
}

void EngineClient::restart() {
  if (m_device) shutdown();
  m_lines.clear();
  emit linesCleared();
  setState(State::NotStarted);
  start();
}

void EngineClient::shutdown() {
  m_timer.stop();
  m_pending.reset();
  m_searched.reset();
  if (QIODevice *device = m_device) {
    m_quitting = true;
    disconnect(device, nullptr, this, nullptr);
    send(QStringLiteral("quit"));
    m_device = nullptr;
    if (auto *process = qobject_cast<QProcess *>(device)) {
      // It ends by itself on quit; a hung one is killed a little later. It
      // leaves this object, whose end would otherwise wait for it.
      process->closeWriteChannel();
      process->setParent(nullptr);
      if (process->state() == QProcess::NotRunning) process->deleteLater();
      connect(process, &QProcess::finished, process, &QObject::deleteLater);
      QTimer::singleShot(m_timeoutMs, process, &QProcess::kill);
    } else {
      device->close();
      device->deleteLater();
    }
  }
  setState(State::NotStarted);
}

void EngineClient::analyse(const QString &sfen, const QStringList &moves,
                           const EngineLimits &limits) {
  m_pending = Request{sfen, moves, limits};
  switch (m_state) {
    case State::NotStarted:
      start();
      break;
    case State::Idle:
      startRequest();
      break;
    case State::Searching:
      m_superseded = true;
      send(QStringLiteral("stop"));
      setState(State::Stopping);
      armTimeout();
      break;
    case State::Stopping:
      m_superseded = true;
      break;
    case State::Starting:  // searched once readyok arrives
    case State::Failed:    // searched after restart()
      break;
  }
}

void EngineClient::stop() {
  m_pending.reset();
  if (m_state != State::Searching) return;
  send(QStringLiteral("stop"));
  setState(State::Stopping);
  armTimeout();
}

void EngineClient::setOption(const QString &name, const QString &value) {
  m_options.insert(name, value);
  if (m_state == State::Idle) sendOptions();
}

void EngineClient::sendOptions() {
  for (auto it = m_options.cbegin(); it != m_options.cend(); ++it) {
    // An engine that does not list an option would only complain about it.
    // (An empty text is a value too: an engine's book file set to none.)
    const auto sent = m_sentOptions.constFind(it.key());
    if (!supportsOption(it.key()) || (sent != m_sentOptions.cend() && *sent == it.value()))
      continue;
    send(QStringLiteral("setoption name %1 value %2").arg(it.key(), it.value()));
    m_sentOptions.insert(it.key(), it.value());
  }
}

const EngineOption *EngineClient::declaration(const QString &name) const {
  for (const EngineOption &option : m_optionDecls)
    if (option.name == name) return &option;
  return nullptr;
}

QStringList EngineClient::engineOptions() const {
  QStringList names;
  for (const EngineOption &option : m_optionDecls) names << option.name;
  return names;
}

void EngineClient::setChosenOptions(const QMap<QString, QString> &options) {
  for (auto it = m_chosenOptions.cbegin(); it != m_chosenOptions.cend(); ++it)
    if (!options.contains(it.key())) removeOption(it.key());
  for (auto it = options.cbegin(); it != options.cend(); ++it) setOption(it.key(), it.value());
  m_chosenOptions = options;
}

bool EngineClient::playsVariant(const QString &name) const {
  if (m_state == State::NotStarted || m_state == State::Starting || m_state == State::Failed)
    return false;
  const EngineOption *variants = declaration(QStringLiteral("UCI_Variant"));
  if (!variants) return name == u"chess";
  return variants->type != u"combo" || variants->vars.contains(name);
}

void EngineClient::startRequest() {
  const Request request = *m_pending;
  m_pending.reset();
  if (!m_variant.isEmpty() && !playsVariant(m_variant)) {
    refuseRules();
    return;
  }
  m_refusal.clear();
  sendOptions();
  // A plain UCI engine plays chess without being told; told, it would complain.
  if (!m_variant.isEmpty() && m_variant != m_sentVariant &&
      supportsOption(QStringLiteral("UCI_Variant"))) {
    send(QStringLiteral("setoption name UCI_Variant value %1").arg(m_variant));
    m_sentVariant = m_variant;
    m_sentRuleOptions.reset();  // a new rule system starts from its defaults
  }
  if (supportsOption(QStringLiteral("Rule Options")) && m_sentRuleOptions != m_ruleOptions) {
    send(QStringLiteral("setoption name Rule Options value %1")
             .arg(m_ruleOptions.isEmpty() ? QStringLiteral("<empty>") : m_ruleOptions));
    m_sentRuleOptions = m_ruleOptions;
  }
  if (m_sentMultiPv != m_multiPv) {
    send(QStringLiteral("setoption name MultiPV value %1").arg(m_multiPv));
    m_sentMultiPv = m_multiPv;
  }
  if (m_newGamePending) {
    send(QStringLiteral("ucinewgame"));
    m_newGamePending = false;
  }
  send(positionCommand(request.sfen, request.moves));
  send(goCommand(request.limits));
  m_searched = request;
  m_superseded = false;
  m_lines = QVector<EngineInfo>(m_multiPv);
  for (int i = 0; i < m_multiPv; ++i) m_lines[i].multiPv = i + 1;
  emit linesCleared();
  setState(State::Searching);
}

void EngineClient::refuseRules() {
  const QString engine = m_name.isEmpty() ? QFileInfo(m_program).fileName() : m_name;
  m_refusal = supportsOption(QStringLiteral("UCI_Variant"))
                  ? tr("%1 does not play %2 (its UCI_Variant does not list %3)")
                        .arg(engine, m_variantTitle, m_variant)
                  : tr("%1 plays standard chess only, not %2 (it has no UCI_Variant option)")
                        .arg(engine, m_variantTitle);
  m_searched.reset();
  m_lines.clear();
  emit linesCleared();
  emit rulesRefused(m_refusal);
}

void EngineClient::send(const QString &line) {
  if (m_device) m_device->write((line + u'\n').toUtf8());
}

void EngineClient::armTimeout() { m_timer.start(m_timeoutMs); }

void EngineClient::hung(int ms) {
  fail(tr("The engine did not answer for %1 s").arg(QLocale().toString(ms / 1000.0, 'g', 3)));
}

void EngineClient::readLines() {
  while (m_device && m_device->canReadLine()) {
    const QString line = QString::fromUtf8(m_device->readLine()).trimmed();
    if (!line.isEmpty()) handleLine(line);
  }
}

void EngineClient::handleLine(const QString &line) {
  // Any line is a sign of life, whatever it says.
  if (m_state == State::Searching) m_silence.start(m_silenceMs);
  switch (classifyEngineLine(line)) {
    case EngineReply::IdName:
      if (auto name = parseIdName(line); name && *name != m_name) {
        m_name = *name;
        emit engineNameChanged(m_name);
      }
      break;
    case EngineReply::UciOk:
      if (m_state != State::Starting) break;
      send(QStringLiteral("setoption name MultiPV value %1").arg(m_multiPv));
      m_sentMultiPv = m_multiPv;
      sendOptions();
      emit optionsKnown(engineOptions());
      send(QStringLiteral("isready"));
      armTimeout();
      break;
    case EngineReply::ReadyOk:
      if (m_state != State::Starting) break;
      m_timer.stop();
      setState(State::Idle);
      if (m_pending) startRequest();
      break;
    case EngineReply::Info:
      if ((m_state == State::Searching || m_state == State::Stopping) && !m_superseded) {
        const auto info = parseEngineInfo(line);
        if (info && info->multiPv <= m_lines.size()) {
          m_lines[info->multiPv - 1] = *info;
          emit lineUpdated(*info);
        }
      }
      break;
    case EngineReply::InfoString:
      if (auto text = parseInfoString(line)) {
        // The engine kept its old position: what it finds now is not this one's.
        const bool refused = text->startsWith(u"position ignored");
        if (refused) m_superseded = true;
        emit message(*text);
        if (refused) emit positionRefused(*text);
      }
      break;
    case EngineReply::BestMove:
      if (m_state == State::Searching || m_state == State::Stopping) {
        m_timer.stop();
        const bool stale = m_superseded;
        m_superseded = false;
        setState(State::Idle);
        if (!stale) emit bestMove(parseBestMove(line).value_or(QString()));
        if (m_pending && m_state == State::Idle) startRequest();
      }
      break;
    case EngineReply::Unknown:
      if (m_state == State::Starting)
        if (auto option = parseOption(line); option && !supportsOption(option->name))
          m_optionDecls << *option;
      break;
  }
}

void EngineClient::onDeviceGone() {
  if (m_quitting || m_state == State::Failed || m_state == State::NotStarted) return;
  fail(tr("The engine stopped unexpectedly"));
}

void EngineClient::fail(const QString &reason) {
  if (m_state == State::Failed) return;
  m_timer.stop();
  m_error = reason;
  m_pending.reset();
  m_searched.reset();
  m_superseded = false;
  dropDevice();
  setState(State::Failed);
  emit failed(reason);
}

void EngineClient::dropDevice() {
  QIODevice *device = m_device;
  if (!device) return;
  m_device = nullptr;
  disconnect(device, nullptr, this, nullptr);
  if (auto *process = qobject_cast<QProcess *>(device)) {
    // A hung engine will not quit by itself; a crashed one is gone already.
    if (process->state() != QProcess::NotRunning) {
      connect(process, &QProcess::finished, process, &QObject::deleteLater);
      process->kill();
      return;
    }
  } else if (device->isOpen()) {
    device->close();
  }
  device->deleteLater();
}
