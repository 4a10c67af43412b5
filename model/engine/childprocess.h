// A child process spoken to line by line over its standard input and output,
// for engines in a match (uciplayer.h). POSIX: fork, exec, a socket pair and
// poll, so a read can wait with a deadline and a dead child reads as closed.
#pragma once

#include <sys/types.h>
#include <string>
#include <vector>

namespace sc {

class ChildProcess {
 public:
  ChildProcess() = default;
  ChildProcess(const ChildProcess &) = delete;
  ChildProcess &operator=(const ChildProcess &) = delete;
  ~ChildProcess();

  // Runs argv[0] (searched in PATH when it has no '/') with the rest as its
  // arguments; its standard error goes to /dev/null. False with `error` when
  // it cannot be started.
  bool start(const std::vector<std::string> &argv, std::string &error);
  bool running() const { return m_pid > 0; }

  // False when the child has closed its input (or was never started).
  bool writeLine(const std::string &line);

  enum class Read { Line, Timeout, Closed };
  // The next line without its end; waits at most `timeoutMs` for it.
  Read readLine(std::string &line, int timeoutMs);

  // Ends the child (SIGKILL) and collects it; nothing when not running.
  void kill();
  // After readLine said Closed: waits briefly for the child to end (killing it
  // if it does not) and says how it ended, "exited with code 3" or "killed by
  // signal 9".
  std::string reap();

 private:
  pid_t m_pid = -1;
  int m_fd = -1;
  std::string m_buffer;

  std::string collect(int status);
  void closeFd();
};

}  // namespace sc
