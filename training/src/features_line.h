// The features line a translated program writes when OMP2OCL_FEATURES_OUT
// names a file: one JSON object per line, appended when the program reaches
// its first offloadable loop, e.g.
//   {"unit":"x.c","device":"NVIDIA H100 ...","features":{"comp":1.0,
//    "mem":2.0,...,"F4":0.5},"choice":"opencl"}
// Keys may come in any order; unknown keys are ignored.
#ifndef OMP2OCL_TRAIN_FEATURES_LINE_H
#define OMP2OCL_TRAIN_FEATURES_LINE_H

#include <map>
#include <string>
#include <vector>

namespace train {

struct FeaturesLine {
  std::string Unit, Device, Choice;
  // Every numeric (or null = NaN) member of "features".
  std::map<std::string, double> Features;

  // The features in featureNames() order; absent or non-finite ones are NaN
  // and their names are added to Missing.
  std::vector<double> vector(std::vector<std::string> *Missing = nullptr) const;
};

// Throws Error when the line is not a JSON object or "features" is absent or
// not an object. Bare nan/inf (as printf writes them) are read as numbers.
FeaturesLine parseFeaturesLine(const std::string &Line);

// The last non-blank line of a features file; false if there is none.
bool lastLine(const std::string &Text, std::string &Line);

} // namespace train

#endif // OMP2OCL_TRAIN_FEATURES_LINE_H
