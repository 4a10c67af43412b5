#include "childprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <thread>

namespace sc {

namespace {

using Clock = std::chrono::steady_clock;

int msSince(Clock::time_point t) {
  return int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

}  // namespace

ChildProcess::~ChildProcess() { kill(); }

bool ChildProcess::start(const std::vector<std::string> &argv, std::string &error) {
  kill();
  if (argv.empty()) {
    error = "no program";
    return false;
  }
  // Close-on-exec everywhere: in a match several threads start engines at
  // once, and a child that inherited another engine's socket would keep it
  // open, so that engine's crash would never read as end of file.
  int sv[2];
  int report[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
    error = std::string("socketpair: ") + std::strerror(errno);
    return false;
  }
  if (pipe2(report, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    ::close(sv[0]);
    ::close(sv[1]);
    return false;
  }
  // Built before fork: after it, a multi-threaded parent's child may only
  // call async-signal-safe functions.
  std::vector<char *> args;
  for (const std::string &a : argv) args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);

  const pid_t pid = fork();
  if (pid < 0) {
    error = std::string("fork: ") + std::strerror(errno);
    for (int fd : {sv[0], sv[1], report[0], report[1]}) ::close(fd);
    return false;
  }
  if (pid == 0) {
    const int null = open("/dev/null", O_WRONLY);
    dup2(sv[1], 0);
    dup2(sv[1], 1);
    if (null >= 0) dup2(null, 2);
    execvp(args[0], args.data());
    const int e = errno;  // the exec failed: tell the parent why
    (void)!write(report[1], &e, sizeof e);
    _exit(127);
  }
  ::close(sv[1]);
  ::close(report[1]);
  int childErrno = 0;
  const ssize_t n = read(report[0], &childErrno, sizeof childErrno);
  ::close(report[0]);
  m_pid = pid;
  m_fd = sv[0];
  m_buffer.clear();
  if (n == ssize_t(sizeof childErrno)) {
    kill();
    error = "cannot run '" + argv[0] + "': " + std::strerror(childErrno);
    return false;
  }
  return true;
}

bool ChildProcess::writeLine(const std::string &line) {
  if (m_fd < 0) return false;
  const std::string data = line + "\n";
  std::size_t done = 0;
  while (done < data.size()) {
    // MSG_NOSIGNAL: a child that died must not take the match down by SIGPIPE.
    const ssize_t n = send(m_fd, data.data() + done, data.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += std::size_t(n);
  }
  return true;
}

ChildProcess::Read ChildProcess::readLine(std::string &line, int timeoutMs) {
  const Clock::time_point started = Clock::now();
  for (;;) {
    const std::size_t eol = m_buffer.find('\n');
    if (eol != std::string::npos) {
      line = m_buffer.substr(0, eol);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      m_buffer.erase(0, eol + 1);
      return Read::Line;
    }
    if (m_fd < 0) return Read::Closed;
    const int left = timeoutMs - msSince(started);
    if (left <= 0) return Read::Timeout;
    pollfd p{m_fd, POLLIN, 0};
    const int ready = poll(&p, 1, left);
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) return Read::Timeout;
    char chunk[4096];
    const ssize_t n = ::read(m_fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      closeFd();
      continue;  // a last line without its end still counts
    }
    m_buffer.append(chunk, std::size_t(n));
  }
}

void ChildProcess::closeFd() {
  if (m_fd >= 0) ::close(m_fd);
  m_fd = -1;
}

void ChildProcess::kill() {
  closeFd();
  if (m_pid <= 0) return;
  ::kill(m_pid, SIGKILL);
  int status = 0;
  while (waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
  }
  m_pid = -1;
}

std::string ChildProcess::reap() {
  closeFd();
  if (m_pid <= 0) return "not running";
  // A child that closed its output is usually gone or about to be; give it a
  // moment before calling it hung.
  const Clock::time_point started = Clock::now();
  int status = 0;
  while (msSince(started) < 1000) {
    const pid_t r = waitpid(m_pid, &status, WNOHANG);
    if (r == m_pid) {
      m_pid = -1;
      return collect(status);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill();
  return "closed its output and was killed";
}

std::string ChildProcess::collect(int status) {
  if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
  return "ended";
}

}  // namespace sc
