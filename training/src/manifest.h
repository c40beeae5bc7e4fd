// The training corpus manifest (training/programs/manifest.txt): one program
// per line, "NAME SIZES", SIZES the comma-separated argv[1] values; '#'
// starts a comment. The program's source is NAME.c beside the manifest.
#ifndef OMP2OCL_TRAIN_MANIFEST_H
#define OMP2OCL_TRAIN_MANIFEST_H

#include <string>
#include <vector>

namespace train {

struct ManifestEntry {
  std::string Name;
  std::vector<std::string> Sizes;
  int Line = 0;
};

// Throws Error ("SOURCE:LINE: ...") on a bad name, a missing or empty size,
// or a program named twice.
std::vector<ManifestEntry> parseManifest(const std::string &Text,
                                         const std::string &Source);

} // namespace train

#endif // OMP2OCL_TRAIN_MANIFEST_H
