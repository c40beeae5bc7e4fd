// Tabular training data for the decision tree: numeric and nominal feature
// columns, a nominal class column, and the optional columns that evaluation
// needs (a group label per row, a measured time per class per row).
#ifndef MLMODEL_DATASET_H
#define MLMODEL_DATASET_H

#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace mlmodel {

// Every user-facing failure (bad file, bad column, bad model) is reported with
// this exception; the message is meant to be printed as is.
class Error : public std::runtime_error {
public:
  explicit Error(const std::string &Message) : std::runtime_error(Message) {}
};

// Missing values are stored as quiet NaN in feature columns.
inline double missingValue() { return std::nan(""); }
inline bool isMissing(double Value) { return std::isnan(Value); }

struct Attribute {
  std::string Name;
  bool Nominal = false;
  // Nominal values in declaration (ARFF) or first-appearance (CSV) order; a
  // nominal cell is stored as the index of its value.
  std::vector<std::string> Values;

  // Index of Value among Values, or -1.
  int indexOf(const std::string &Value) const;
};

// Column-major data set. Features exclude the class, group, time and ignored
// columns.
struct Dataset {
  std::string Relation;
  std::vector<Attribute> Features;
  Attribute Class;
  std::vector<std::vector<double>> Columns; // [feature][row], NaN = missing
  std::vector<int> Classes;                 // class index per row, -1 = missing
  std::vector<double> Weights;              // instance weight per row
  std::vector<std::string> Groups;          // group per row, empty if none
  // Times[c][row]: measured time of row when run as class c; empty if none.
  std::vector<std::vector<double>> Times;

  std::size_t numRows() const { return Classes.size(); }
  std::size_t numFeatures() const { return Features.size(); }
  std::size_t numClasses() const { return Class.Values.size(); }
  bool hasGroups() const { return !Groups.empty(); }
  bool hasTimes() const { return !Times.empty(); }

  // Feature vector of one row (NaN for missing).
  std::vector<double> row(std::size_t Row) const;
  // The rows listed, in that order, with every per-row column.
  Dataset subset(const std::vector<std::size_t> &Rows) const;
};

// The attributes a trained model expects; used to read prediction data with
// the same column types and nominal value indices as the training data.
struct Schema {
  std::vector<Attribute> Features;
  Attribute Class;
};

struct LoadOptions {
  // Name of the class column; empty = the last column.
  std::string ClassColumn;
  // Name of the group column (e.g. the program), excluded from the features.
  std::string GroupColumn;
  // Columns to leave out entirely.
  std::vector<std::string> IgnoreColumns;
  // (class value, column) pairs naming the measured time of each class. When
  // empty and AutoTimeColumns is set, columns named "t_<class value>" are used.
  std::vector<std::pair<std::string, std::string>> TimeColumns;
  bool AutoTimeColumns = true;
  // When set, columns are typed by the schema (matched by name) and a missing
  // class column is allowed (all classes unknown).
  const Schema *UseSchema = nullptr;
};

// Loads by extension: ".arff" as ARFF, anything else as CSV with a header.
Dataset loadDataset(const std::string &Path, const LoadOptions &Options = {});
Dataset loadCsv(const std::string &Text, const std::string &SourceName,
                const LoadOptions &Options = {});
Dataset loadArff(const std::string &Text, const std::string &SourceName,
                 const LoadOptions &Options = {});

} // namespace mlmodel

#endif // MLMODEL_DATASET_H
