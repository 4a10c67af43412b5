// A stand-in for an engine process: records every line the client writes
// and answers by the command's first word with canned lines, delivered from
// the event loop as a process's output would be. crash() ends it the way a
// dying process does.
#pragma once

#include <QHash>
#include <QIODevice>
#include <QStringList>
#include <QTimer>
#include <cstring>

class ScriptedDevice : public QIODevice {
 public:
  explicit ScriptedDevice(QObject *parent = nullptr) : QIODevice(parent) {
    replies.insert(
        QStringLiteral("uci"),
        {QStringLiteral("id name Scripted Engine 1.0"), QStringLiteral("id author Tests"),
         // Any rule system's name, as shooters-engine takes them.
         QStringLiteral("option name UCI_Variant type string default shooters"),
         QStringLiteral("uciok")});
    replies.insert(QStringLiteral("isready"), {QStringLiteral("readyok")});
    replies.insert(QStringLiteral("stop"), {QStringLiteral("bestmove Pe2-e3")});
    open(QIODevice::ReadWrite | QIODevice::Unbuffered);
  }

  // The answer to each command, by its first word ("go", "stop", ...).
  QHash<QString, QStringList> replies;
  // Every line written, in order.
  QStringList written;

  // Queues lines as if the engine had written them.
  void feed(const QStringList &lines) {
    QTimer::singleShot(0, this, [this, lines] {
      for (const QString &line : lines) m_output += (line + u'\n').toUtf8();
      emit readyRead();
    });
  }
  void crash() {
    emit readChannelFinished();
    close();
  }
  bool isSequential() const override { return true; }
  bool canReadLine() const override { return m_output.contains('\n'); }
  qint64 bytesAvailable() const override { return m_output.size(); }

 protected:
  qint64 readData(char *data, qint64 maxSize) override {
    const qint64 n = qMin<qint64>(maxSize, m_output.size());
    std::memcpy(data, m_output.constData(), size_t(n));
    m_output.remove(0, n);
    return n;
  }
  qint64 writeData(const char *data, qint64 size) override {
    m_input.append(data, size);
    for (qsizetype end; (end = m_input.indexOf('\n')) >= 0;) {
      const QString line = QString::fromUtf8(m_input.left(end)).trimmed();
      m_input.remove(0, end + 1);
      written << line;
      const QString word = line.section(u' ', 0, 0);
      if (replies.contains(word)) feed(replies.value(word));
    }
    return size;
  }

 private:
  QByteArray m_output;
  QByteArray m_input;
};
