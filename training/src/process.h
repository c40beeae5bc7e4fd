// Running a program with a time limit and measuring its wall-clock time.
#ifndef OMP2OCL_TRAIN_PROCESS_H
#define OMP2OCL_TRAIN_PROCESS_H

#include <string>
#include <utility>
#include <vector>

namespace train {

struct RunSpec {
  std::vector<std::string> Argv; // Argv[0] is looked up in PATH without a slash
  std::vector<std::pair<std::string, std::string>> SetEnv;
  std::vector<std::string> UnsetEnv;
  std::string OutputPath;  // stdout and stderr together; "" = /dev/null
  std::string WorkingDir;  // "" = the current one
  double TimeoutSeconds = 0; // 0 = none
};

struct RunResult {
  int ExitCode = -1;   // when the program exited
  int Signal = 0;      // when a signal ended it
  bool TimedOut = false;
  bool Interrupted = false; // SIGINT/SIGTERM/SIGHUP reached omp2ocl-train
  double Seconds = 0;  // fork to wait, steady clock
  bool ok() const { return ExitCode == 0 && !TimedOut && !Interrupted; }
  std::string describe() const; // "exit status 3", "killed by signal 11"...
};

// Forks, execs and waits. The child gets its own process group (all of it is
// killed on a timeout or when omp2ocl-train is interrupted), stdin from
// /dev/null, the parent's environment with SetEnv/UnsetEnv applied. A program
// that cannot be started exits with status 127 and a message in its output.
RunResult runProcess(const RunSpec &Spec);

// Blocks SIGINT, SIGTERM and SIGHUP for the rest of the process, so that an
// interrupt between runs is seen by takeInterrupt() (and one during a run by
// runProcess) instead of ending omp2ocl-train in the middle of a step.
void blockInterrupts();
// True (once) if an interrupt arrived while blocked.
bool takeInterrupt();

} // namespace train

#endif // OMP2OCL_TRAIN_PROCESS_H
