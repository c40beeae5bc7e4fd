#include "common.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace train {

std::string trim(const std::string &S) {
  std::size_t B = S.find_first_not_of(" \t\r\n");
  if (B == std::string::npos)
    return "";
  std::size_t E = S.find_last_not_of(" \t\r\n");
  return S.substr(B, E - B + 1);
}

bool startsWith(const std::string &S, const std::string &Prefix) {
  return S.size() >= Prefix.size() && S.compare(0, Prefix.size(), Prefix) == 0;
}

bool endsWith(const std::string &S, const std::string &Suffix) {
  return S.size() >= Suffix.size() &&
         S.compare(S.size() - Suffix.size(), Suffix.size(), Suffix) == 0;
}

std::string lower(std::string S) {
  std::transform(S.begin(), S.end(), S.begin(), [](unsigned char C) {
    return static_cast<char>(std::tolower(C));
  });
  return S;
}

std::vector<std::string> splitList(const std::string &S) {
  std::vector<std::string> R;
  std::stringstream In(S);
  std::string Item;
  while (std::getline(In, Item, ','))
    if (!trim(Item).empty())
      R.push_back(trim(Item));
  return R;
}

std::string join(const std::vector<std::string> &Items, const std::string &Sep) {
  std::string R;
  for (std::size_t I = 0; I < Items.size(); ++I)
    R += (I ? Sep : "") + Items[I];
  return R;
}

bool parseDouble(const std::string &Text, double &Value) {
  if (Text.empty() || std::isspace(static_cast<unsigned char>(Text[0])))
    return false;
  const char *Begin = Text.c_str();
  char *End = nullptr;
  errno = 0;
  Value = std::strtod(Begin, &End);
  if (End != Begin + Text.size())
    return false;
  // Underflow to a denormal or zero is fine; overflow is not.
  return !(errno == ERANGE && std::isinf(Value));
}

std::string formatNumber(double Value) {
  if (std::isnan(Value))
    return "?";
  char Buf[64];
  for (int Digits = 15; Digits <= 17; ++Digits) {
    std::snprintf(Buf, sizeof Buf, "%.*g", Digits, Value);
    if (std::strtod(Buf, nullptr) == Value)
      break;
  }
  return Buf;
}

std::string format(const char *Fmt, ...) {
  va_list Args;
  va_start(Args, Fmt);
  va_list Copy;
  va_copy(Copy, Args);
  int N = std::vsnprintf(nullptr, 0, Fmt, Copy);
  va_end(Copy);
  std::string R(N > 0 ? static_cast<std::size_t>(N) : 0, '\0');
  if (N > 0)
    std::vsnprintf(&R[0], R.size() + 1, Fmt, Args);
  va_end(Args);
  return R;
}

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    throw Error("cannot open '" + Path + "': " + std::strerror(errno));
  std::ostringstream S;
  S << In.rdbuf();
  if (In.bad())
    throw Error("cannot read '" + Path + "'");
  return S.str();
}

void writeFileAtomic(const std::string &Path, const std::string &Content) {
  std::string Tmp = Path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream Out(Tmp, std::ios::binary | std::ios::trunc);
    if (!Out)
      throw Error("cannot write '" + Tmp + "': " + std::strerror(errno));
    Out << Content;
    Out.flush();
    if (!Out) {
      std::remove(Tmp.c_str());
      throw Error("cannot write '" + Tmp + "'");
    }
  }
  if (std::rename(Tmp.c_str(), Path.c_str()) != 0) {
    int E = errno;
    std::remove(Tmp.c_str());
    throw Error("cannot write '" + Path + "': " + std::strerror(E));
  }
}

bool fileExists(const std::string &Path) {
  struct stat St;
  return stat(Path.c_str(), &St) == 0;
}

bool isDirectory(const std::string &Path) {
  struct stat St;
  return stat(Path.c_str(), &St) == 0 && S_ISDIR(St.st_mode);
}

long long modificationTime(const std::string &Path) {
  struct stat St;
  if (stat(Path.c_str(), &St) != 0)
    return -1;
  return static_cast<long long>(St.st_mtim.tv_sec) * 1000000000LL +
         St.st_mtim.tv_nsec;
}

void makeDirectories(const std::string &Path) {
  if (Path.empty() || isDirectory(Path))
    return;
  std::string Parent = dirName(Path);
  if (Parent != Path)
    makeDirectories(Parent);
  if (mkdir(Path.c_str(), 0777) != 0 && errno != EEXIST)
    throw Error("cannot create directory '" + Path + "': " + std::strerror(errno));
}

std::string dirName(const std::string &Path) {
  std::size_t Slash = Path.find_last_of('/');
  if (Slash == std::string::npos)
    return ".";
  if (Slash == 0)
    return "/";
  return Path.substr(0, Slash);
}

std::string baseName(const std::string &Path) {
  std::size_t Slash = Path.find_last_of('/');
  return Slash == std::string::npos ? Path : Path.substr(Slash + 1);
}

std::string absolutePath(const std::string &Path) {
  char Buf[PATH_MAX];
  if (realpath(Path.c_str(), Buf))
    return Buf;
  if (!Path.empty() && Path[0] == '/')
    return Path;
  if (getcwd(Buf, sizeof Buf))
    return std::string(Buf) + "/" + Path;
  return Path;
}

std::string selfDirectory() {
  char Buf[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Buf, sizeof Buf - 1);
  if (N <= 0)
    return ".";
  Buf[N] = 0;
  return dirName(Buf);
}

std::string hostName() {
  char Buf[256] = {0};
  if (gethostname(Buf, sizeof Buf - 1) != 0 || !Buf[0])
    return "localhost";
  return Buf;
}

std::string findProgram(const std::string &Name) {
  if (Name.find('/') != std::string::npos)
    return access(Name.c_str(), X_OK) == 0 ? Name : "";
  const char *Path = std::getenv("PATH");
  std::stringstream In(Path ? Path : "/usr/bin:/bin");
  std::string Dir;
  while (std::getline(In, Dir, ':')) {
    std::string Candidate = (Dir.empty() ? "." : Dir) + "/" + Name;
    if (access(Candidate.c_str(), X_OK) == 0 && !isDirectory(Candidate))
      return Candidate;
  }
  return "";
}

} // namespace train
