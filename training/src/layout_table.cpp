// The layout table and the layout model's data set.
#include "layout_table.h"

#include "common.h"
#include "table.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace train {

const char *const ClassKeep = "keep";
const char *const ClassReorder = "reorder";

const std::vector<std::string> &layoutFeatureNames() {
  static const std::vector<std::string> Names = {"bytes", "accesses_per_element"};
  return Names;
}

const std::vector<std::string> &layoutColumns() {
  static const std::vector<std::string> Columns = {
      "bytes", "accesses_per_element", "written", "shape", "platform",
      "t_keep", "t_reorder", "best"};
  return Columns;
}

std::string layoutBestOf(double TKeep, double TReorder) {
  return TReorder < TKeep ? ClassReorder : ClassKeep;
}

std::string layoutHeaderLine() { return join(layoutColumns(), ",") + "\n"; }

std::string formatLayoutRow(const LayoutRow &R) {
  return formatNumber(R.Bytes) + "," + formatNumber(R.AccessesPerElement) + "," +
         std::to_string(R.Written) + "," + csvField(R.Shape) + "," +
         csvField(R.Platform) + "," + formatNumber(R.TKeep) + "," +
         formatNumber(R.TReorder) + "," + R.Best + "\n";
}

std::vector<LayoutRow> parseLayoutTable(const std::string &Text,
                                        const std::string &Source) {
  CsvFile F = parseCsv(Text, Source);
  std::vector<int> Col;
  for (const std::string &C : layoutColumns()) {
    int I = F.column(C);
    if (I < 0)
      throw Error(Source + ": no column '" + C + "' (a layout table has " +
                  join(layoutColumns(), ",") + ")");
    Col.push_back(I);
  }
  std::vector<LayoutRow> Rows;
  for (std::size_t K = 0; K < F.Rows.size(); ++K) {
    const std::vector<std::string> &Cells = F.Rows[K];
    std::string Where = Source + ":" + std::to_string(F.Lines[K]) + ": ";
    auto number = [&](int Column, const char *Name) {
      double V;
      if (!parseDouble(Cells[Col[Column]], V) || !std::isfinite(V) || !(V > 0))
        throw Error(Where + Name + " '" + Cells[Col[Column]] +
                    "' is not a positive number");
      return V;
    };
    LayoutRow R;
    R.Bytes = number(0, "bytes");
    R.AccessesPerElement = number(1, "accesses_per_element");
    const std::string &W = Cells[Col[2]];
    if (W != "0" && W != "1")
      throw Error(Where + "written '" + W + "' is not 0 or 1");
    R.Written = W == "1";
    R.Shape = Cells[Col[3]];
    R.Platform = Cells[Col[4]];
    R.TKeep = number(5, "t_keep");
    R.TReorder = number(6, "t_reorder");
    R.Best = Cells[Col[7]];
    if (R.Best != ClassKeep && R.Best != ClassReorder)
      throw Error(Where + "best '" + R.Best + "' is not keep or reorder");
    Rows.push_back(R);
  }
  return Rows;
}

std::vector<LayoutRow> loadLayoutTable(const std::string &Path) {
  return parseLayoutTable(readFile(Path), Path);
}

std::vector<LayoutRow> selectLayoutPlatform(const std::vector<LayoutRow> &Rows,
                                            const std::string &Platform,
                                            std::string &Chosen) {
  std::set<std::string> All;
  for (const LayoutRow &R : Rows)
    All.insert(R.Platform);
  if (Platform.empty()) {
    if (All.size() != 1)
      throw UsageError(All.empty() ? std::string("the table has no rows")
                                   : "the table holds several platforms (" +
                                         join({All.begin(), All.end()}, "; ") +
                                         "); choose one with --platform");
    Chosen = *All.begin();
  } else {
    if (!All.count(Platform))
      throw Error("no rows of platform '" + Platform + "'");
    Chosen = Platform;
  }
  std::vector<LayoutRow> Out;
  for (const LayoutRow &R : Rows)
    if (R.Platform == Chosen)
      Out.push_back(R);
  return Out;
}

mlmodel::Dataset toLayoutDataset(const std::vector<LayoutRow> &Rows) {
  mlmodel::Dataset D;
  D.Relation = "omp2ocl-layout";
  for (const std::string &F : layoutFeatureNames()) {
    mlmodel::Attribute A;
    A.Name = F;
    D.Features.push_back(A);
  }
  D.Class.Name = "best";
  D.Class.Nominal = true;
  D.Class.Values = {ClassKeep, ClassReorder};
  D.Columns.assign(2, {});
  D.Times.assign(2, {});
  for (const LayoutRow &R : Rows) {
    D.Columns[0].push_back(R.Bytes);
    D.Columns[1].push_back(R.AccessesPerElement);
    D.Classes.push_back(R.Best == ClassReorder ? 1 : 0);
    D.Weights.push_back(1.0);
    D.Groups.push_back(R.Shape);
    D.Times[0].push_back(R.TKeep);
    D.Times[1].push_back(R.TReorder);
  }
  return D;
}

mlmodel::Tree trainLayoutTree(const mlmodel::Dataset &Data,
                              const mlmodel::TrainOptions &Options) {
  std::set<int> Present;
  for (int C : Data.Classes)
    if (C >= 0)
      Present.insert(C);
  if (Present.size() != 1)
    return mlmodel::train(Data, Options);
  mlmodel::Tree T;
  T.Features = Data.Features;
  T.Class = Data.Class;
  T.Options = Options;
  mlmodel::TreeNode Leaf;
  Leaf.ClassWeights.assign(Data.numClasses(), 0.0);
  for (std::size_t R = 0; R < Data.numRows(); ++R)
    if (Data.Classes[R] >= 0)
      Leaf.ClassWeights[std::size_t(Data.Classes[R])] += Data.Weights[R];
  T.Nodes.push_back(Leaf);
  return T;
}

std::size_t parseByteSize(const std::string &Text) {
  std::string T = trim(Text);
  std::size_t I = 0;
  while (I < T.size() && T[I] >= '0' && T[I] <= '9')
    ++I;
  std::string Digits = T.substr(0, I), Unit = lower(T.substr(I));
  if (Digits.empty() || Digits.size() > 12)
    throw UsageError("'" + Text + "' is not a size (e.g. 4096, 64K, 16M, 1G)");
  std::size_t Shift = 0;
  if (Unit == "" || Unit == "b")
    Shift = 0;
  else if (Unit == "k" || Unit == "kib")
    Shift = 10;
  else if (Unit == "m" || Unit == "mib")
    Shift = 20;
  else if (Unit == "g" || Unit == "gib")
    Shift = 30;
  else
    throw UsageError("'" + Text + "' is not a size (e.g. 4096, 64K, 16M, 1G)");
  std::size_t V = std::stoull(Digits) << Shift;
  if (V == 0)
    throw UsageError("a size of 0 bytes ('" + Text + "')");
  return V;
}

std::string formatBytes(double Bytes) {
  const char *Units[] = {"B", "KiB", "MiB", "GiB"};
  int U = 0;
  while (U < 3 && Bytes >= 1024 && std::fmod(Bytes, 1024) == 0) {
    Bytes /= 1024;
    ++U;
  }
  if (U == 0 && Bytes >= 1024 * 1024)
    return format("%.1f MiB", Bytes / (1024.0 * 1024.0));
  if (U == 0 && Bytes >= 1024)
    return format("%.1f KiB", Bytes / 1024.0);
  return formatNumber(Bytes) + " " + Units[U];
}

std::string LayoutShape::text() const {
  return std::to_string(N0) + "x" + std::to_string(N1) + "x" + std::to_string(N2);
}

LayoutShape layoutShapeFor(std::size_t Bytes) {
  LayoutShape S;
  double N = std::sqrt(double(Bytes) / double(sizeof(double) * LayoutInner));
  S.N0 = S.N1 = std::max<std::size_t>(1, std::size_t(std::llround(N)));
  return S;
}

double layoutAccesses(const LayoutShape &S, double Requested, int Written) {
  // As omp2ocl-layout-bench computes it (runtime/bench/layout_bench.cpp).
  long Steps = std::max(1L, std::lround(Requested * double(S.N2) / (Written ? 2.0 : 1.0)));
  double PerItem = double(Steps) * (Written ? 2 : 1);
  return PerItem * double(S.N0 * S.N1) / double(S.N0 * S.N1 * S.N2);
}

} // namespace train
