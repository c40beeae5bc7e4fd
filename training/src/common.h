// Shared helpers of omp2ocl-train: errors, strings, numbers, files, paths.
#ifndef OMP2OCL_TRAIN_COMMON_H
#define OMP2OCL_TRAIN_COMMON_H

#include <stdexcept>
#include <string>
#include <vector>

namespace train {

// Bad input (a file, a value in it, a failed step): exit status 1.
class Error : public std::runtime_error {
public:
  explicit Error(const std::string &Message) : std::runtime_error(Message) {}
};

// Bad command line: exit status 2.
class UsageError : public std::runtime_error {
public:
  explicit UsageError(const std::string &Message)
      : std::runtime_error(Message) {}
};

std::string trim(const std::string &S);
bool startsWith(const std::string &S, const std::string &Prefix);
bool endsWith(const std::string &S, const std::string &Suffix);
std::string lower(std::string S);
// Comma-separated list; items are trimmed, empty items dropped.
std::vector<std::string> splitList(const std::string &S);
std::string join(const std::vector<std::string> &Items, const std::string &Sep);

// Parses the whole of Text as a finite or infinite double (strtod syntax);
// false if anything is left over or Text is empty.
bool parseDouble(const std::string &Text, double &Value);
// Shortest "%.*g" form (15 to 17 digits) that reads back as Value; "?" for NaN.
std::string formatNumber(double Value);
// printf-style formatting into a std::string.
std::string format(const char *Fmt, ...) __attribute__((format(printf, 1, 2)));

std::string readFile(const std::string &Path);
// Writes through a temporary file in the same directory and a rename.
void writeFileAtomic(const std::string &Path, const std::string &Content);
bool fileExists(const std::string &Path);
bool isDirectory(const std::string &Path);
// Modification time in nanoseconds since the epoch; -1 if the file is absent.
long long modificationTime(const std::string &Path);
// mkdir -p.
void makeDirectories(const std::string &Path);
std::string dirName(const std::string &Path);
std::string baseName(const std::string &Path);
// Absolute, with "." and ".." resolved when the path exists.
std::string absolutePath(const std::string &Path);
// Directory of the running executable (/proc/self/exe).
std::string selfDirectory();
std::string hostName();
// A program named without a slash is looked up in PATH; "" if not found.
std::string findProgram(const std::string &Name);

} // namespace train

#endif // OMP2OCL_TRAIN_COMMON_H
