// Pictures for evaluate -o: the tree through Graphviz's dot and the speedup
// bar chart through gnuplot. A missing program gives a warning, not a failure.
#ifndef OMP2OCL_TRAIN_PLOT_H
#define OMP2OCL_TRAIN_PLOT_H

#include "validate.h"

#include <string>

namespace train {

// speedup.dat (tab-separated: program, predicted, oracle, always-openmp,
// always-opencl, each the speedup over always-openmp of the program's total
// time, and a last line "geomean" over the programs) and speedup.gp, the
// gnuplot script that draws them.
std::string speedupData(const Summary &S);
std::string speedupScript(const Summary &S, const std::string &Terminal,
                          const std::string &Title);

// Writes OutDir/speedup.{dat,gp} and, when gnuplot is installed, renders
// OutDir/speedup.png. Returns false (after a warning on stderr) when the PNG
// was not made.
bool plotSpeedups(const Summary &S, const std::string &OutDir,
                  const std::string &Title);
// Renders the DOT text to Png with Graphviz (false after a warning if dot is
// missing or fails).
bool renderDot(const std::string &DotPath, const std::string &Png);

} // namespace train

#endif // OMP2OCL_TRAIN_PLOT_H
