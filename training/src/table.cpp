#include "table.h"

#include "omp2ocl_rt.h"

#include "common.h"
#include "grewe.h"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <set>

#include <fcntl.h>
#include <unistd.h>

namespace train {

const char *const ClassOpenmp = "openmp";
const char *const ClassOpencl = "opencl";

const std::vector<std::string> &featureNames() {
  static const std::vector<std::string> Names = {OMP2OCL_FEATURE_NAMES};
  return Names;
}

int featureIndex(const std::string &Name) {
  const auto &Names = featureNames();
  for (std::size_t I = 0; I < Names.size(); ++I)
    if (Names[I] == Name)
      return static_cast<int>(I);
  return -1;
}

const std::vector<std::string> &tableColumns() {
  static const std::vector<std::string> Columns = [] {
    std::vector<std::string> C = {"program", "input", "platform"};
    for (const std::string &F : featureNames())
      C.push_back(F);
    C.insert(C.end(), {"t_openmp", "t_opencl", "best"});
    return C;
  }();
  return Columns;
}

std::string bestOf(double TOpenmp, double TOpencl) {
  return TOpencl < TOpenmp ? ClassOpencl : ClassOpenmp;
}

std::vector<std::string> splitCsvLine(const std::string &Line) {
  std::vector<std::string> Fields;
  std::size_t I = 0;
  const std::size_t N = Line.size();
  while (true) {
    // Leading blanks of a field.
    while (I < N && (Line[I] == ' ' || Line[I] == '\t'))
      ++I;
    std::string Field;
    if (I < N && Line[I] == '"') {
      ++I;
      bool Closed = false;
      while (I < N) {
        if (Line[I] == '"') {
          if (I + 1 < N && Line[I + 1] == '"') {
            Field += '"';
            I += 2;
            continue;
          }
          ++I;
          Closed = true;
          break;
        }
        Field += Line[I++];
      }
      if (!Closed)
        throw Error("unterminated quoted field");
      while (I < N && (Line[I] == ' ' || Line[I] == '\t' || Line[I] == '\r'))
        ++I;
      if (I < N && Line[I] != ',')
        throw Error("text after a quoted field");
    } else {
      std::size_t Comma = Line.find(',', I);
      std::size_t End = Comma == std::string::npos ? N : Comma;
      Field = trim(Line.substr(I, End - I));
      I = End;
    }
    Fields.push_back(Field);
    if (I >= N)
      break;
    ++I; // the comma
    if (I == N) {
      Fields.push_back("");
      break;
    }
  }
  return Fields;
}

std::string csvField(const std::string &Field) {
  bool Quote = Field.find_first_of(",\"\r\n") != std::string::npos ||
               (!Field.empty() && (Field.front() == ' ' || Field.back() == ' ' ||
                                   Field.front() == '\t' || Field.back() == '\t'));
  if (!Quote)
    return Field;
  std::string R = "\"";
  for (char C : Field)
    R += C == '"' ? std::string("\"\"") : std::string(1, C);
  return R + "\"";
}

int CsvFile::column(const std::string &Name) const {
  for (std::size_t I = 0; I < Header.size(); ++I)
    if (Header[I] == Name)
      return static_cast<int>(I);
  return -1;
}

CsvFile parseCsv(const std::string &Text, const std::string &Source) {
  CsvFile F;
  std::size_t Pos = 0;
  int LineNo = 0;
  bool HaveHeader = false;
  while (Pos < Text.size()) {
    std::size_t End = Text.find('\n', Pos);
    if (End == std::string::npos)
      End = Text.size();
    std::string Line = Text.substr(Pos, End - Pos);
    Pos = End + 1;
    ++LineNo;
    if (!Line.empty() && Line.back() == '\r')
      Line.pop_back();
    if (LineNo == 1 && startsWith(Line, "\xEF\xBB\xBF")) // UTF-8 BOM
      Line = Line.substr(3);
    if (trim(Line).empty())
      continue;
    std::vector<std::string> Fields;
    try {
      Fields = splitCsvLine(Line);
    } catch (const Error &E) {
      throw Error(Source + ":" + std::to_string(LineNo) + ": " + E.what());
    }
    if (!HaveHeader) {
      F.Header = Fields;
      HaveHeader = true;
      continue;
    }
    if (Fields.size() != F.Header.size())
      throw Error(Source + ":" + std::to_string(LineNo) + ": " +
                  std::to_string(Fields.size()) + " fields, but the header has " +
                  std::to_string(F.Header.size()));
    F.Rows.push_back(std::move(Fields));
    F.Lines.push_back(LineNo);
  }
  if (!HaveHeader)
    throw Error(Source + ": empty file (no header line)");
  return F;
}

std::string tableHeaderLine() { return join(tableColumns(), ",") + "\n"; }

std::string formatRow(const Row &R) {
  std::vector<std::string> Fields = {csvField(R.Program), csvField(R.Input),
                                     csvField(R.Platform)};
  for (std::size_t I = 0; I < featureNames().size(); ++I)
    Fields.push_back(formatNumber(I < R.Features.size() ? R.Features[I]
                                                        : std::nan("")));
  Fields.push_back(formatNumber(R.TOpenmp));
  Fields.push_back(formatNumber(R.TOpencl));
  Fields.push_back(R.Best);
  return join(Fields, ",") + "\n";
}

Table parseTable(const std::string &Text, const std::string &Source) {
  CsvFile F = parseCsv(Text, Source);
  std::vector<int> Col;
  // A feature column may be absent (a table collected before the feature
  // existed): its values are missing, as '?'.
  for (const std::string &Name : tableColumns()) {
    int C = F.column(Name);
    if (C < 0 && featureIndex(Name) >= 0) {
      Col.push_back(-1);
      continue;
    }
    if (C < 0)
      throw Error(Source + ": no column '" + Name +
                  "' (a training table has the columns " +
                  join(tableColumns(), ",") + ")");
    Col.push_back(C);
  }
  Table T;
  T.Source = Source;
  const std::size_t NF = featureNames().size();
  for (std::size_t I = 0; I < F.Rows.size(); ++I) {
    const auto &Fields = F.Rows[I];
    auto Where = [&] { return Source + ":" + std::to_string(F.Lines[I]) + ": "; };
    Row R;
    R.Program = Fields[Col[0]];
    R.Input = Fields[Col[1]];
    R.Platform = Fields[Col[2]];
    if (R.Program.empty() || R.Input.empty() || R.Platform.empty())
      throw Error(Where() + "empty program, input or platform");
    for (std::size_t K = 0; K < NF; ++K) {
      static const std::string Absent;
      const std::string &Cell = Col[3 + K] < 0 ? Absent : Fields[Col[3 + K]];
      double V = std::nan("");
      if (!Cell.empty() && Cell != "?" && (!parseDouble(Cell, V) || !std::isfinite(V)))
        throw Error(Where() + "feature " + featureNames()[K] + " is '" + Cell +
                    "', not a finite number or '?'");
      R.Features.push_back(V);
    }
    auto Time = [&](std::size_t K, const char *Name) {
      const std::string &Cell = Fields[Col[K]];
      double V = 0;
      if (!parseDouble(Cell, V) || !std::isfinite(V) || V <= 0)
        throw Error(Where() + std::string(Name) + " is '" + Cell +
                    "', not a positive time");
      return V;
    };
    R.TOpenmp = Time(3 + NF, "t_openmp");
    R.TOpencl = Time(4 + NF, "t_opencl");
    R.Best = Fields[Col[5 + NF]];
    if (R.Best != ClassOpenmp && R.Best != ClassOpencl)
      throw Error(Where() + "best is '" + R.Best + "', not openmp or opencl");
    T.Rows.push_back(std::move(R));
  }
  return T;
}

Table loadTable(const std::string &Path) { return parseTable(readFile(Path), Path); }

DataFormat parseFormat(const std::string &Name) {
  if (Name == "auto")
    return DataFormat::Auto;
  if (Name == "omp2ocl")
    return DataFormat::Omp2ocl;
  if (Name == "grewe")
    return DataFormat::Grewe;
  throw UsageError("--format must be auto, omp2ocl or grewe, not '" + Name + "'");
}

Table loadData(const std::string &Path, DataFormat Format,
               const std::string &GrewePlatform) {
  std::string Text = readFile(Path);
  if (Format == DataFormat::Auto) {
    CsvFile F = parseCsv(Text, Path);
    bool Grewe = F.column("runtime_cpu") >= 0 && F.column("runtime_gpu") >= 0 &&
                 F.column("oracle") >= 0 && F.column("best") < 0;
    Format = Grewe ? DataFormat::Grewe : DataFormat::Omp2ocl;
  }
  if (Format == DataFormat::Grewe) {
    std::string Platform = GrewePlatform;
    if (Platform.empty()) {
      Platform = baseName(Path);
      std::size_t Dot = Platform.find_last_of('.');
      if (Dot != std::string::npos && Dot > 0)
        Platform = Platform.substr(0, Dot);
    }
    return importGrewe(parseCsv(Text, Path), Path, Platform);
  }
  return parseTable(Text, Path);
}

std::vector<Row> selectPlatform(const Table &T, const std::string &Platform,
                                std::string &Chosen) {
  std::set<std::string> All;
  for (const Row &R : T.Rows)
    All.insert(R.Platform);
  if (Platform.empty()) {
    if (All.empty())
      throw Error(T.Source + ": no rows");
    if (All.size() > 1) {
      std::vector<std::string> Names(All.begin(), All.end());
      throw UsageError(T.Source + " holds rows of " + std::to_string(All.size()) +
                       " platforms (" + join(Names, "; ") +
                       "); choose one with --platform");
    }
    Chosen = *All.begin();
  } else {
    if (!All.count(Platform)) {
      std::vector<std::string> Names(All.begin(), All.end());
      throw Error(T.Source + ": no rows of platform '" + Platform +
                  "' (platforms: " + join(Names, "; ") + ")");
    }
    Chosen = Platform;
  }
  std::vector<Row> Rows;
  for (const Row &R : T.Rows)
    if (R.Platform == Chosen)
      Rows.push_back(R);
  return Rows;
}

void checkFeatureNames(const std::vector<std::string> &Names) {
  if (Names.empty())
    throw UsageError("--features needs at least one feature");
  std::set<std::string> Seen;
  for (const std::string &N : Names) {
    if (featureIndex(N) < 0)
      throw UsageError("unknown feature '" + N + "' (features: " +
                       join(featureNames(), ",") + ")");
    if (!Seen.insert(N).second)
      throw UsageError("feature '" + N + "' named twice");
  }
}

RowWeights parseRowWeights(const std::string &Name) {
  if (Name == "none")
    return RowWeights::None;
  if (Name == "time-gap")
    return RowWeights::TimeGap;
  if (Name == "sqrt-time-gap")
    return RowWeights::SqrtTimeGap;
  throw UsageError("unknown --weights '" + Name +
                   "' (none, time-gap, sqrt-time-gap)");
}

const char *rowWeightsName(RowWeights W) {
  switch (W) {
  case RowWeights::None:
    return "none";
  case RowWeights::TimeGap:
    return "time-gap";
  case RowWeights::SqrtTimeGap:
    return "sqrt-time-gap";
  }
  return "?";
}

static double rowWeight(const Row &R, RowWeights W) {
  if (W == RowWeights::None || !(R.TOpenmp > 0) || !(R.TOpencl > 0))
    return 1.0;
  double Gap = std::fabs(R.TOpenmp - R.TOpencl);
  return W == RowWeights::TimeGap ? Gap : std::sqrt(Gap);
}

mlmodel::Dataset toDataset(const std::vector<Row> &Rows,
                           const std::vector<std::string> &Features,
                           RowWeights W) {
  checkFeatureNames(Features);
  mlmodel::Dataset D;
  D.Relation = "omp2ocl-training";
  for (const std::string &F : Features) {
    mlmodel::Attribute A;
    A.Name = F;
    D.Features.push_back(A);
  }
  D.Class.Name = "best";
  D.Class.Nominal = true;
  D.Class.Values = {ClassOpenmp, ClassOpencl};
  D.Columns.assign(Features.size(), {});
  D.Times.assign(2, {});
  for (const Row &R : Rows) {
    for (std::size_t F = 0; F < Features.size(); ++F)
      D.Columns[F].push_back(R.Features[featureIndex(Features[F])]);
    D.Classes.push_back(R.Best == ClassOpencl ? 1 : 0);
    D.Weights.push_back(rowWeight(R, W));
    D.Groups.push_back(R.Program);
    D.Times[0].push_back(R.TOpenmp);
    D.Times[1].push_back(R.TOpencl);
  }
  double Sum = 0;
  for (double X : D.Weights)
    Sum += X;
  if (Sum > 0)
    for (double &X : D.Weights)
      X *= static_cast<double>(D.Weights.size()) / Sum;
  else
    D.Weights.assign(D.Weights.size(), 1.0); // every gap 0: all alike
  return D;
}

ResumableCsv::~ResumableCsv() {
  if (Fd >= 0)
    close(Fd);
}

void ResumableCsv::open(const std::string &CsvPath, const std::vector<std::string> &Columns,
                        const std::string &What,
                        const std::function<void(const std::string &)> &Warn) {
  Path = CsvPath;
  makeDirectories(dirName(Path));
  Text = fileExists(Path) ? readFile(Path) : "";
  if (!Text.empty() && Text.back() != '\n') {
    // An interrupted write: the last line is incomplete.
    std::size_t Keep = Text.rfind('\n');
    Keep = Keep == std::string::npos ? 0 : Keep + 1;
    Warn("omp2ocl-train: warning: " + Path + ": dropping an incomplete last line ('" +
         Text.substr(Keep) + "')");
    if (truncate(Path.c_str(), static_cast<off_t>(Keep)) != 0)
      throw Error("cannot truncate '" + Path + "': " + std::strerror(errno));
    Text.resize(Keep);
  }
  if (trim(Text).empty()) {
    Text.clear();
  } else {
    CsvFile F = parseCsv(Text, Path);
    if (F.Header != Columns)
      throw Error(Path + " has the columns " + join(F.Header, ",") + ", not those of " +
                  What + " (" + join(Columns, ",") + "); write to a new file");
  }
  Fd = ::open(Path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (Fd < 0)
    throw Error("cannot write '" + Path + "': " + std::strerror(errno));
  if (Text.empty()) {
    std::string H = join(Columns, ",") + "\n";
    if (ftruncate(Fd, 0) != 0 || write(Fd, H.data(), H.size()) != ssize_t(H.size()))
      throw Error("cannot write '" + Path + "': " + std::strerror(errno));
  }
}

void ResumableCsv::append(const std::string &Line) {
  if (write(Fd, Line.data(), Line.size()) != static_cast<ssize_t>(Line.size()))
    throw Error("cannot write '" + Path + "': " + std::strerror(errno));
  fdatasync(Fd);
}

} // namespace train
