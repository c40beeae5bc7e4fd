#include "process.h"

#include "common.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace train {

std::string RunResult::describe() const {
  if (Interrupted)
    return "interrupted";
  if (TimedOut)
    return format("timed out after %.0f s", Seconds);
  if (Signal)
    return format("killed by signal %d (%s)", Signal, strsignal(Signal));
  return format("exit status %d", ExitCode);
}

RunResult runProcess(const RunSpec &Spec) {
  if (Spec.Argv.empty())
    throw Error("runProcess: no program");
  // Everything the child needs is prepared before fork.
  std::vector<char *> Argv;
  for (const std::string &A : Spec.Argv)
    Argv.push_back(const_cast<char *>(A.c_str()));
  Argv.push_back(nullptr);
  std::string StartError = "omp2ocl-train: cannot run '" + Spec.Argv[0] + "': ";

  int OutFd = open(Spec.OutputPath.empty() ? "/dev/null" : Spec.OutputPath.c_str(),
                   O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (OutFd < 0)
    throw Error("cannot write '" + Spec.OutputPath + "': " + std::strerror(errno));
  int NullFd = open("/dev/null", O_RDONLY | O_CLOEXEC);

  // SIGCHLD and the termination signals are taken with sigtimedwait while
  // the child runs: the child's end is seen at once, a timeout or an
  // interrupt kills the child's whole process group.
  sigset_t Wait, Old;
  sigemptyset(&Wait);
  sigaddset(&Wait, SIGCHLD);
  sigaddset(&Wait, SIGINT);
  sigaddset(&Wait, SIGTERM);
  sigaddset(&Wait, SIGHUP);
  sigprocmask(SIG_BLOCK, &Wait, &Old);

  auto Start = std::chrono::steady_clock::now();
  pid_t Pid = fork();
  if (Pid < 0) {
    int E = errno;
    sigprocmask(SIG_SETMASK, &Old, nullptr);
    close(OutFd);
    if (NullFd >= 0)
      close(NullFd);
    throw Error(std::string("fork failed: ") + std::strerror(E));
  }
  if (Pid == 0) {
    setpgid(0, 0);
    sigprocmask(SIG_SETMASK, &Old, nullptr);
    sigprocmask(SIG_UNBLOCK, &Wait, nullptr); // even if the caller blocks them
    if (NullFd >= 0)
      dup2(NullFd, 0);
    dup2(OutFd, 1);
    dup2(OutFd, 2);
    if (!Spec.WorkingDir.empty() && chdir(Spec.WorkingDir.c_str()) != 0) {
      std::string M = "omp2ocl-train: cannot enter '" + Spec.WorkingDir + "'\n";
      (void)!write(2, M.data(), M.size());
      _exit(127);
    }
    for (const std::string &Name : Spec.UnsetEnv)
      unsetenv(Name.c_str());
    for (const auto &[Name, Value] : Spec.SetEnv)
      setenv(Name.c_str(), Value.c_str(), 1);
    execvp(Argv[0], Argv.data());
    std::string M = StartError + std::strerror(errno) + "\n";
    (void)!write(2, M.data(), M.size());
    _exit(127);
  }
  setpgid(Pid, Pid); // also in the parent: no race with the kill below
  close(OutFd);
  if (NullFd >= 0)
    close(NullFd);

  RunResult R;
  int Status = 0;
  auto Elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
        .count();
  };
  auto KillAndReap = [&] {
    kill(-Pid, SIGKILL);
    while (waitpid(Pid, &Status, 0) < 0 && errno == EINTR) {
    }
  };
  while (true) {
    siginfo_t Info;
    int Sig;
    if (Spec.TimeoutSeconds > 0) {
      double Left = Spec.TimeoutSeconds - Elapsed();
      if (Left <= 0) {
        KillAndReap();
        R.TimedOut = true;
        break;
      }
      timespec Ts;
      Ts.tv_sec = static_cast<time_t>(Left);
      Ts.tv_nsec = static_cast<long>((Left - static_cast<double>(Ts.tv_sec)) * 1e9);
      Sig = sigtimedwait(&Wait, &Info, &Ts);
    } else {
      Sig = sigwaitinfo(&Wait, &Info);
    }
    if (Sig < 0)
      continue; // EAGAIN (checked at the top) or EINTR
    if (Sig == SIGCHLD) {
      pid_t W = waitpid(Pid, &Status, WNOHANG);
      if (W == Pid) {
        R.Seconds = Elapsed();
        break;
      }
      continue;
    }
    KillAndReap(); // SIGINT, SIGTERM, SIGHUP
    R.Interrupted = true;
    break;
  }
  if (R.Seconds == 0)
    R.Seconds = Elapsed();
  // A SIGCHLD of this child may still be pending; take it so that it does not
  // end the next wait early.
  timespec Zero = {0, 0};
  sigset_t Chld;
  sigemptyset(&Chld);
  sigaddset(&Chld, SIGCHLD);
  while (sigtimedwait(&Chld, nullptr, &Zero) > 0) {
  }
  sigprocmask(SIG_SETMASK, &Old, nullptr);
  if (!R.TimedOut && !R.Interrupted) {
    if (WIFEXITED(Status))
      R.ExitCode = WEXITSTATUS(Status);
    else if (WIFSIGNALED(Status))
      R.Signal = WTERMSIG(Status);
  }
  return R;
}

void blockInterrupts() {
  sigset_t Set;
  sigemptyset(&Set);
  sigaddset(&Set, SIGINT);
  sigaddset(&Set, SIGTERM);
  sigaddset(&Set, SIGHUP);
  sigprocmask(SIG_BLOCK, &Set, nullptr);
}

bool takeInterrupt() {
  sigset_t Set;
  sigemptyset(&Set);
  sigaddset(&Set, SIGINT);
  sigaddset(&Set, SIGTERM);
  sigaddset(&Set, SIGHUP);
  timespec Zero = {0, 0};
  bool Any = false;
  while (sigtimedwait(&Set, nullptr, &Zero) > 0)
    Any = true;
  return Any;
}

} // namespace train
