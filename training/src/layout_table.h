// The layout table: measurements of the dynamic index reordering
// microbenchmark (omp2ocl-layout-bench), one row per (platform, array size,
// accesses per element, written), and what the layout model learns from it.
// CSV with the header
//   bytes,accesses_per_element,written,shape,platform,t_keep,t_reorder,best
#ifndef OMP2OCL_TRAIN_LAYOUT_TABLE_H
#define OMP2OCL_TRAIN_LAYOUT_TABLE_H

#include "mlmodel/dataset.h"
#include "mlmodel/tree.h"

#include <cstddef>
#include <string>
#include <vector>

namespace train {

// The model's classes, in the order the model stores them, and features (the
// runtime passes {bytes, accesses_per_element}).
extern const char *const ClassKeep;
extern const char *const ClassReorder;
const std::vector<std::string> &layoutFeatureNames();
const std::vector<std::string> &layoutColumns();

struct LayoutRow {
  double Bytes = 0;              // the array's size
  double AccessesPerElement = 0; // as the runtime computes the feature
  int Written = 0;               // the kernel writes the array (permute back)
  std::string Shape;             // N0xN1xN2
  std::string Platform;
  double TKeep = 0, TReorder = 0; // seconds per launch, minimum of the repeats
  std::string Best;               // ClassReorder or ClassKeep
};

// reorder when strictly faster, else keep (a tie does not pay a copy).
std::string layoutBestOf(double TKeep, double TReorder);

std::string layoutHeaderLine();
std::string formatLayoutRow(const LayoutRow &R);
// Every column of layoutColumns() must be present (any order; others are
// ignored); numbers positive (accesses, times, bytes), written 0 or 1, best
// keep or reorder. Errors name the file and line.
std::vector<LayoutRow> parseLayoutTable(const std::string &Text,
                                        const std::string &Source);
std::vector<LayoutRow> loadLayoutTable(const std::string &Path);

// The rows of one platform (Platform empty: the table must hold exactly one;
// Chosen receives it).
std::vector<LayoutRow> selectLayoutPlatform(const std::vector<LayoutRow> &Rows,
                                            const std::string &Platform,
                                            std::string &Chosen);

// Features bytes and accesses_per_element, class best {keep, reorder},
// times t_keep and t_reorder, group = the shape.
mlmodel::Dataset toLayoutDataset(const std::vector<LayoutRow> &Rows);

// mlmodel::train, except that rows of a single class (a device on which one
// path always wins) give a tree of one leaf predicting it.
mlmodel::Tree trainLayoutTree(const mlmodel::Dataset &Data,
                              const mlmodel::TrainOptions &Options);

// "64K", "1M", "256M", "2G", "4096" (binary units) -> bytes; throws
// UsageError on anything else or 0.
std::size_t parseByteSize(const std::string &Text);
// 65536 -> "64 KiB", 1048576 -> "1 MiB", 1000 -> "1000 B".
std::string formatBytes(double Bytes);

// The microbenchmark's array for about Bytes bytes: doubles
// [N][N][LayoutInner] with N = round(sqrt(Bytes / (8 * LayoutInner))), at
// least 1.
constexpr std::size_t LayoutInner = 32;
struct LayoutShape {
  std::size_t N0 = 1, N1 = 1, N2 = LayoutInner;
  std::size_t bytes() const { return N0 * N1 * N2 * sizeof(double); }
  std::string text() const; // N0xN1xN2
};
LayoutShape layoutShapeFor(std::size_t Bytes);
// The accesses per element the benchmark realises for a requested value
// (whole steps per work-item of the sequential loop over N2, a read and a
// write per step when written, at least one step), as it prints them.
double layoutAccesses(const LayoutShape &S, double Requested, int Written);

} // namespace train

#endif // OMP2OCL_TRAIN_LAYOUT_TABLE_H
