// The training table: one row per (program, input, platform) with the raw and
// combined features of the OpenCL version, the measured times of both
// versions and the faster one. Read and written as CSV with the header
//   program,input,platform,comp,mem,localmem,coalesced,transfer,avgws,
//   F1,F2,F3,F4,parallelism,t_openmp,t_opencl,best
// The public data set of Grewe et al. (cgo17-*.csv, see grewe.h) maps to the
// same rows.
#ifndef OMP2OCL_TRAIN_TABLE_H
#define OMP2OCL_TRAIN_TABLE_H

#include "mlmodel/dataset.h"

#include <functional>
#include <string>
#include <vector>

namespace train {

// comp, mem, localmem, coalesced, transfer, avgws, F1, F2, F3, F4: the
// features the runtime writes, in the table's column order.
const std::vector<std::string> &featureNames();
// Index in featureNames(), or -1.
int featureIndex(const std::string &Name);
// Every column of the table, in order.
const std::vector<std::string> &tableColumns();
// The two classes, in the order the model stores them.
extern const char *const ClassOpenmp;
extern const char *const ClassOpencl;

struct Row {
  std::string Program, Input, Platform;
  std::vector<double> Features; // featureNames() order, NaN = missing
  double TOpenmp = 0, TOpencl = 0;
  std::string Best; // ClassOpenmp or ClassOpencl
};

struct Table {
  std::string Source; // file name, for messages
  std::vector<Row> Rows;
};

// The faster class; a tie goes to openmp (nothing to gain from offloading).
std::string bestOf(double TOpenmp, double TOpencl);

// Splits one CSV line. Fields may be quoted with " ("" inside stands for one
// quote); unquoted fields are trimmed. Throws Error on an unterminated quote.
std::vector<std::string> splitCsvLine(const std::string &Line);
// Quotes a field when it holds a comma, a quote or leading/trailing spaces.
std::string csvField(const std::string &Field);

// A CSV file as a header and rows of fields (blank lines skipped). Each row
// must have as many fields as the header. Line numbers are kept for messages.
struct CsvFile {
  std::vector<std::string> Header;
  std::vector<std::vector<std::string>> Rows;
  std::vector<int> Lines;
  // Index of a header column, or -1.
  int column(const std::string &Name) const;
};
CsvFile parseCsv(const std::string &Text, const std::string &Source);

// An append-only table that a collection resumes (collect, layout-collect).
// open() drops an incomplete last line (an interrupted write; Warn is told),
// checks the header against Columns (What names the kind of table in the
// error) and writes the header into a new or empty file; text() is what was
// there. append() writes one line with one write() (O_APPEND: an
// interruption loses at most that line) and syncs it.
class ResumableCsv {
public:
  ResumableCsv() = default;
  ResumableCsv(const ResumableCsv &) = delete;
  ResumableCsv &operator=(const ResumableCsv &) = delete;
  ~ResumableCsv();
  void open(const std::string &Path, const std::vector<std::string> &Columns,
            const std::string &What, const std::function<void(const std::string &)> &Warn);
  const std::string &text() const { return Text; }
  void append(const std::string &Line);

private:
  std::string Path, Text;
  int Fd = -1;
};

// The table's header line and one row, each ending in a newline.
std::string tableHeaderLine();
std::string formatRow(const Row &R);

// Reads a training table: every column of tableColumns() must be present (in
// any order; other columns are ignored), except feature columns, which a
// table older than the feature lacks (all its values are then missing). A
// feature may be missing ('?' or empty); times must be positive and best
// openmp or opencl. Errors name the file and line.
Table parseTable(const std::string &Text, const std::string &Source);
Table loadTable(const std::string &Path);

enum class DataFormat { Auto, Omp2ocl, Grewe };
// "auto", "omp2ocl" or "grewe"; throws UsageError otherwise.
DataFormat parseFormat(const std::string &Name);
// Loads either format (Auto: Grewe et al.'s when the header has runtime_cpu,
// runtime_gpu and oracle). Platform is used by the Grewe importer (default:
// the file's name without its extension).
Table loadData(const std::string &Path, DataFormat Format,
               const std::string &GrewePlatform = "");

// The rows of one platform. With Platform empty the table must hold exactly
// one; Chosen receives the platform used.
std::vector<Row> selectPlatform(const Table &T, const std::string &Platform,
                                std::string &Chosen);

// Checks that every name is a known feature (UsageError otherwise).
void checkFeatureNames(const std::vector<std::string> &Names);

// How much each row counts in training (mlmodel instance weights).
//   None: every row 1 (J48's default).
//   TimeGap: |t_openmp - t_opencl|, the time a wrong choice on that row
//     costs; the figure performance relative to the oracle sums.
//   SqrtTimeGap: its square root, between the two.
// Weights are scaled to a mean of 1 over the rows (so -M keeps its meaning
// in rows); a row without both times counts 1 before scaling.
enum class RowWeights { None, TimeGap, SqrtTimeGap };
RowWeights parseRowWeights(const std::string &Name); // UsageError if unknown
const char *rowWeightsName(RowWeights W);

// A data set for mlmodel: the named features, class best (openmp, opencl),
// group = program, times t_openmp and t_opencl, instance weights as W says.
mlmodel::Dataset toDataset(const std::vector<Row> &Rows,
                           const std::vector<std::string> &Features,
                           RowWeights W = RowWeights::None);

} // namespace train

#endif // OMP2OCL_TRAIN_TABLE_H
