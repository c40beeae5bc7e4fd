// What a run's output says: the corpus programs' checksum lines, the NAS
// verification line, and the runtime's fallback warnings.
#ifndef OMP2OCL_TRAIN_OUTCOME_H
#define OMP2OCL_TRAIN_OUTCOME_H

#include <string>
#include <vector>

namespace train {

// The VALUE of every line "checksum: VALUE" (the colon may be left out), in
// order.
std::vector<std::string> findChecksums(const std::string &Output);

// Numbers agree when |a - b| <= RelTol * max(|a|, |b|); other values (and
// nan) when they are the same text.
bool valuesAgree(const std::string &A, const std::string &B, double RelTol);

// Compares two runs' checksums (same count, each pair agreeing); on a
// disagreement Why describes the first difference.
bool checksumsAgree(const std::vector<std::string> &A,
                    const std::vector<std::string> &B, double RelTol,
                    std::string &Why);

// NAS: a line "Verification = SUCCESSFUL" (any spacing).
bool nasVerified(const std::string &Output);

// The runtime's line when an OpenCL run continued on the OpenMP version
// ("omp2ocl: warning: ...; running the OpenMP version"), or "".
std::string fallbackWarning(const std::string &Output);

// The last N lines of Text (for a failed build's log).
std::string tailLines(const std::string &Text, int N);

} // namespace train

#endif // OMP2OCL_TRAIN_OUTCOME_H
