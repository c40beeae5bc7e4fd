#include "outcome.h"

#include "common.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace train {

std::vector<std::string> findChecksums(const std::string &Output) {
  std::vector<std::string> Values;
  std::istringstream In(Output);
  std::string Line;
  while (std::getline(In, Line)) {
    std::string L = trim(Line);
    if (!startsWith(L, "checksum"))
      continue;
    std::string Rest = L.substr(8);
    if (!Rest.empty() && Rest[0] == ':')
      Rest = Rest.substr(1);
    else if (Rest.empty() || (Rest[0] != ' ' && Rest[0] != '\t'))
      continue; // "checksums", "checksum_x"...
    Rest = trim(Rest);
    if (Rest.empty() || Rest.find_first_of(" \t") != std::string::npos)
      continue;
    Values.push_back(Rest);
  }
  return Values;
}

bool valuesAgree(const std::string &A, const std::string &B, double RelTol) {
  if (A == B)
    return true;
  double X, Y;
  if (!parseDouble(A, X) || !parseDouble(B, Y) || std::isnan(X) || std::isnan(Y))
    return false;
  if (X == Y)
    return true;
  if (std::isinf(X) || std::isinf(Y))
    return false;
  return std::fabs(X - Y) <= RelTol * std::max(std::fabs(X), std::fabs(Y));
}

bool checksumsAgree(const std::vector<std::string> &A,
                    const std::vector<std::string> &B, double RelTol,
                    std::string &Why) {
  if (A.size() != B.size()) {
    Why = std::to_string(A.size()) + " checksum line(s) against " +
          std::to_string(B.size());
    return false;
  }
  for (std::size_t I = 0; I < A.size(); ++I)
    if (!valuesAgree(A[I], B[I], RelTol)) {
      Why = "checksum " + (A.size() > 1 ? std::to_string(I + 1) + " " : "") +
            A[I] + " against " + B[I];
      return false;
    }
  return true;
}

bool nasVerified(const std::string &Output) {
  std::istringstream In(Output);
  std::string Line;
  while (std::getline(In, Line)) {
    std::string L = trim(Line);
    if (!startsWith(L, "Verification"))
      continue;
    std::string Rest = trim(L.substr(12));
    if (Rest.empty() || Rest[0] != '=')
      continue;
    if (trim(Rest.substr(1)) == "SUCCESSFUL")
      return true;
  }
  return false;
}

std::string fallbackWarning(const std::string &Output) {
  std::istringstream In(Output);
  std::string Line;
  while (std::getline(In, Line))
    if (Line.find("omp2ocl: warning:") != std::string::npos &&
        Line.find("running the OpenMP version") != std::string::npos)
      return trim(Line);
  return "";
}

std::string tailLines(const std::string &Text, int N) {
  std::size_t Pos = Text.size();
  if (Pos > 0 && Text[Pos - 1] == '\n')
    --Pos;
  int Count = 0;
  while (Pos > 0) {
    std::size_t NL = Text.rfind('\n', Pos - 1);
    if (NL == std::string::npos) {
      Pos = 0;
      break;
    }
    if (++Count == N) {
      Pos = NL + 1;
      break;
    }
    Pos = NL;
  }
  return Text.substr(Pos);
}

} // namespace train
