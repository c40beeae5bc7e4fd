// Loading CSV and ARFF files into a Dataset.
#include "mlmodel/dataset.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

namespace mlmodel {

int Attribute::indexOf(const std::string &Value) const {
  for (std::size_t I = 0; I < Values.size(); ++I)
    if (Values[I] == Value)
      return static_cast<int>(I);
  return -1;
}

std::vector<double> Dataset::row(std::size_t Row) const {
  std::vector<double> Result(Columns.size());
  for (std::size_t F = 0; F < Columns.size(); ++F)
    Result[F] = Columns[F][Row];
  return Result;
}

Dataset Dataset::subset(const std::vector<std::size_t> &Rows) const {
  Dataset Result;
  Result.Relation = Relation;
  Result.Features = Features;
  Result.Class = Class;
  Result.Columns.assign(Columns.size(), {});
  for (std::size_t F = 0; F < Columns.size(); ++F) {
    Result.Columns[F].reserve(Rows.size());
    for (std::size_t R : Rows)
      Result.Columns[F].push_back(Columns[F][R]);
  }
  for (std::size_t R : Rows) {
    Result.Classes.push_back(Classes[R]);
    Result.Weights.push_back(Weights[R]);
    if (hasGroups())
      Result.Groups.push_back(Groups[R]);
  }
  Result.Times.assign(Times.size(), {});
  for (std::size_t C = 0; C < Times.size(); ++C)
    for (std::size_t R : Rows)
      Result.Times[C].push_back(Times[C][R]);
  return Result;
}

namespace {

std::string trim(const std::string &S) {
  std::size_t B = S.find_first_not_of(" \t\r\n");
  if (B == std::string::npos)
    return "";
  std::size_t E = S.find_last_not_of(" \t\r\n");
  return S.substr(B, E - B + 1);
}

std::string lower(std::string S) {
  std::transform(S.begin(), S.end(), S.begin(),
                 [](unsigned char C) { return static_cast<char>(std::tolower(C)); });
  return S;
}

// Parses a whole field as a number; false if any character is left over.
bool parseNumber(const std::string &Field, double &Value) {
  if (Field.empty())
    return false;
  const char *Begin = Field.c_str();
  char *End = nullptr;
  errno = 0;
  Value = std::strtod(Begin, &End);
  return End == Begin + Field.size() && errno != ERANGE;
}

// Splits one line into fields separated by Separator. Fields may be quoted
// with ' or " (a doubled quote inside stands for one quote). Each field is
// returned trimmed; Quoted tells whether it was quoted (so "?" in quotes is a
// value, not a missing one).
struct Field {
  std::string Text;
  bool Quoted = false;
};

std::vector<Field> splitFields(const std::string &Line, char Separator,
                               bool SingleQuotes, const std::string &Where) {
  std::vector<Field> Fields;
  std::size_t I = 0, N = Line.size();
  while (true) {
    while (I < N && (Line[I] == ' ' || Line[I] == '\t'))
      ++I;
    Field F;
    if (I < N && (Line[I] == '"' || (SingleQuotes && Line[I] == '\''))) {
      char Quote = Line[I++];
      bool Closed = false;
      while (I < N) {
        if (Line[I] == '\\' && SingleQuotes && I + 1 < N) {
          F.Text += Line[I + 1];
          I += 2;
          continue;
        }
        if (Line[I] == Quote) {
          if (I + 1 < N && Line[I + 1] == Quote) {
            F.Text += Quote;
            I += 2;
            continue;
          }
          ++I;
          Closed = true;
          break;
        }
        F.Text += Line[I++];
      }
      if (!Closed)
        throw Error(Where + ": unterminated quoted field");
      F.Quoted = true;
      while (I < N && (Line[I] == ' ' || Line[I] == '\t' || Line[I] == '\r'))
        ++I;
      if (I < N && Line[I] != Separator)
        throw Error(Where + ": unexpected text after a quoted field");
    } else {
      std::size_t Start = I;
      while (I < N && Line[I] != Separator)
        ++I;
      F.Text = trim(Line.substr(Start, I - Start));
    }
    Fields.push_back(F);
    if (I >= N)
      break;
    ++I; // separator
  }
  return Fields;
}

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    throw Error("cannot open '" + Path + "'");
  std::ostringstream Buffer;
  Buffer << In.rdbuf();
  if (In.bad())
    throw Error("cannot read '" + Path + "'");
  return Buffer.str();
}

bool endsWith(const std::string &S, const std::string &Suffix) {
  return S.size() >= Suffix.size() &&
         S.compare(S.size() - Suffix.size(), Suffix.size(), Suffix) == 0;
}

// A column as read from the file, before it is assigned a role.
struct RawColumn {
  std::string Name;
  bool Declared = false; // ARFF: the type is given
  Attribute Type;        // valid when Declared
  std::vector<Field> Cells;
};

bool isMissingCell(const Field &F) {
  return !F.Quoted && (F.Text.empty() || F.Text == "?");
}

// Types a column (from the schema, the ARFF declaration, or by looking at
// the cells) and converts its cells.
std::vector<double> convertColumn(const RawColumn &Raw, Attribute &Type,
                                  const std::string &Source) {
  if (!Raw.Declared) {
    Type.Name = Raw.Name;
    Type.Nominal = false;
    for (const Field &F : Raw.Cells) {
      double V;
      if (!isMissingCell(F) && !parseNumber(F.Text, V)) {
        Type.Nominal = true;
        break;
      }
    }
    if (Type.Nominal)
      for (const Field &F : Raw.Cells)
        if (!isMissingCell(F) && Type.indexOf(F.Text) < 0)
          Type.Values.push_back(F.Text);
  }
  std::vector<double> Values;
  Values.reserve(Raw.Cells.size());
  for (std::size_t R = 0; R < Raw.Cells.size(); ++R) {
    const Field &F = Raw.Cells[R];
    std::string Where = Source + ": row " + std::to_string(R + 1) +
                        ", column '" + Raw.Name + "'";
    if (isMissingCell(F)) {
      Values.push_back(missingValue());
      continue;
    }
    if (Type.Nominal) {
      int Index = Type.indexOf(F.Text);
      if (Index < 0)
        throw Error(Where + ": value '" + F.Text +
                    "' is not one of the attribute's nominal values");
      Values.push_back(Index);
    } else {
      double V;
      if (!parseNumber(F.Text, V))
        throw Error(Where + ": '" + F.Text + "' is not a number");
      if (!std::isfinite(V))
        throw Error(Where + ": non-finite value '" + F.Text +
                    "' (write missing values as '?')");
      Values.push_back(V);
    }
  }
  return Values;
}

// Assigns roles (class, group, times, ignored, features) to the raw columns
// and builds the data set.
Dataset assemble(std::vector<RawColumn> &Raw, std::size_t NumRows,
                 const std::string &Source, const LoadOptions &Options,
                 std::string Relation) {
  auto Find = [&](const std::string &Name) -> int {
    for (std::size_t I = 0; I < Raw.size(); ++I)
      if (Raw[I].Name == Name)
        return static_cast<int>(I);
    return -1;
  };
  auto Require = [&](const std::string &Name, const char *Role) {
    int I = Find(Name);
    if (I < 0)
      throw Error(Source + ": unknown " + std::string(Role) + " column '" +
                  Name + "'");
    return I;
  };
  if (Raw.empty())
    throw Error(Source + ": no columns");

  std::vector<char> Used(Raw.size(), 0);
  for (const std::string &Name : Options.IgnoreColumns)
    Used[Require(Name, "ignored")] = 1;

  int ClassCol = -1;
  std::string ClassName = Options.ClassColumn;
  if (ClassName.empty() && Options.UseSchema)
    ClassName = Options.UseSchema->Class.Name;
  if (!ClassName.empty()) {
    ClassCol = Find(ClassName);
    if (ClassCol < 0 && !Options.UseSchema)
      throw Error(Source + ": unknown class column '" + ClassName + "'");
  } else {
    ClassCol = static_cast<int>(Raw.size()) - 1;
  }
  if (ClassCol >= 0) {
    if (Used[ClassCol])
      throw Error(Source + ": the class column is also ignored");
    Used[ClassCol] = 1;
  }

  Dataset Data;
  Data.Relation = std::move(Relation);
  if (ClassCol >= 0) {
    RawColumn &C = Raw[ClassCol];
    if (Options.UseSchema) {
      Data.Class = Options.UseSchema->Class;
      C.Declared = true;
    } else if (C.Declared) {
      Data.Class = C.Type;
    }
    if (C.Declared && !Data.Class.Nominal)
      throw Error(Source + ": class column '" + C.Name + "' must be nominal");
    // An undeclared (CSV) class column is always nominal, even with numbers.
    if (!C.Declared) {
      Data.Class.Name = C.Name;
      Data.Class.Nominal = true;
      for (const Field &F : C.Cells)
        if (!isMissingCell(F) && Data.Class.indexOf(F.Text) < 0)
          Data.Class.Values.push_back(F.Text);
      C.Declared = true;
    }
    std::vector<double> V = convertColumn(C, Data.Class, Source);
    for (double X : V)
      Data.Classes.push_back(isMissing(X) ? -1 : static_cast<int>(X));
  } else {
    Data.Class = Options.UseSchema->Class;
    Data.Classes.assign(NumRows, -1);
  }
  Data.Weights.assign(NumRows, 1.0);

  if (!Options.GroupColumn.empty()) {
    int G = Require(Options.GroupColumn, "group");
    if (Used[G])
      throw Error(Source + ": the group column has another role");
    Used[G] = 1;
    for (const Field &F : Raw[G].Cells)
      Data.Groups.push_back(F.Text);
  }

  // Time columns: explicit pairs, or t_<class value> when all exist.
  std::vector<std::pair<std::string, std::string>> TimeColumns =
      Options.TimeColumns;
  if (TimeColumns.empty() && Options.AutoTimeColumns &&
      !Data.Class.Values.empty()) {
    bool All = true;
    for (const std::string &V : Data.Class.Values)
      All = All && Find("t_" + V) >= 0;
    if (All)
      for (const std::string &V : Data.Class.Values)
        TimeColumns.emplace_back(V, "t_" + V);
  }
  if (!TimeColumns.empty()) {
    Data.Times.assign(Data.numClasses(), std::vector<double>(NumRows, missingValue()));
    std::vector<char> Given(Data.numClasses(), 0);
    for (const auto &[ClassValue, Column] : TimeColumns) {
      int C = Data.Class.indexOf(ClassValue);
      if (C < 0)
        throw Error(Source + ": time column '" + Column +
                    "' names unknown class '" + ClassValue + "'");
      int T = Require(Column, "time");
      if (Used[T] && !Given[C])
        throw Error(Source + ": time column '" + Column + "' has another role");
      Used[T] = 1;
      Given[C] = 1;
      Attribute Numeric;
      Numeric.Name = Column;
      Raw[T].Declared = true;
      Data.Times[C] = convertColumn(Raw[T], Numeric, Source);
    }
    for (std::size_t C = 0; C < Given.size(); ++C)
      if (!Given[C])
        throw Error(Source + ": no time column for class '" +
                    Data.Class.Values[C] + "'");
  }

  if (Options.UseSchema) {
    for (const Attribute &A : Options.UseSchema->Features) {
      int I = Find(A.Name);
      if (I < 0)
        throw Error(Source + ": the model's feature '" + A.Name +
                    "' is not a column");
      if (Raw[I].Declared && Raw[I].Type.Nominal != A.Nominal)
        throw Error(Source + ": column '" + A.Name +
                    "' has a different type than in the model");
      Used[I] = 1;
      Attribute Type = A;
      RawColumn Copy = Raw[I];
      Copy.Declared = true;
      Data.Features.push_back(A);
      Data.Columns.push_back(convertColumn(Copy, Type, Source));
    }
  } else {
    for (std::size_t I = 0; I < Raw.size(); ++I) {
      if (Used[I])
        continue;
      Attribute Type = Raw[I].Type;
      std::vector<double> Values = convertColumn(Raw[I], Type, Source);
      Data.Features.push_back(Type);
      Data.Columns.push_back(std::move(Values));
    }
  }
  return Data;
}

} // namespace

Dataset loadCsv(const std::string &Text, const std::string &Source,
                const LoadOptions &Options) {
  std::istringstream In(Text);
  std::string Line;
  std::size_t LineNo = 0;
  std::vector<RawColumn> Raw;
  std::size_t NumRows = 0;
  while (std::getline(In, Line)) {
    ++LineNo;
    if (!Line.empty() && Line.back() == '\r')
      Line.pop_back();
    if (trim(Line).empty())
      continue;
    std::string Where = Source + ":" + std::to_string(LineNo);
    std::vector<Field> Fields = splitFields(Line, ',', false, Where);
    if (Raw.empty()) {
      for (const Field &F : Fields) {
        if (F.Text.empty())
          throw Error(Where + ": empty column name in the header");
        for (const RawColumn &C : Raw)
          if (C.Name == F.Text)
            throw Error(Where + ": duplicate column name '" + F.Text + "'");
        RawColumn C;
        C.Name = F.Text;
        Raw.push_back(C);
      }
      continue;
    }
    if (Fields.size() != Raw.size())
      throw Error(Where + ": " + std::to_string(Fields.size()) +
                  " fields, but the header has " + std::to_string(Raw.size()));
    for (std::size_t I = 0; I < Fields.size(); ++I)
      Raw[I].Cells.push_back(Fields[I]);
    ++NumRows;
  }
  if (Raw.empty())
    throw Error(Source + ": empty file (a CSV header is required)");
  return assemble(Raw, NumRows, Source, Options, "");
}

Dataset loadArff(const std::string &Text, const std::string &Source,
                 const LoadOptions &Options) {
  std::istringstream In(Text);
  std::string Line;
  std::size_t LineNo = 0;
  std::vector<RawColumn> Raw;
  std::string Relation;
  bool InData = false;
  std::size_t NumRows = 0;
  while (std::getline(In, Line)) {
    ++LineNo;
    std::string T = trim(Line);
    if (T.empty() || T[0] == '%')
      continue;
    std::string Where = Source + ":" + std::to_string(LineNo);
    if (!InData) {
      if (T[0] != '@')
        throw Error(Where + ": expected @relation, @attribute or @data");
      std::size_t Sp = T.find_first_of(" \t");
      std::string Keyword = lower(T.substr(0, Sp));
      std::string Rest = Sp == std::string::npos ? "" : trim(T.substr(Sp));
      if (Keyword == "@relation") {
        std::vector<Field> F = splitFields(Rest, '\0', true, Where);
        Relation = F.empty() ? "" : F[0].Text;
      } else if (Keyword == "@attribute") {
        // Name (possibly quoted), then the type.
        RawColumn C;
        std::size_t I = 0;
        if (!Rest.empty() && (Rest[0] == '\'' || Rest[0] == '"')) {
          std::size_t Close = Rest.find(Rest[0], 1);
          if (Close == std::string::npos)
            throw Error(Where + ": unterminated attribute name");
          C.Name = Rest.substr(1, Close - 1);
          I = Close + 1;
        } else {
          I = Rest.find_first_of(" \t{");
          if (I == std::string::npos)
            throw Error(Where + ": attribute without a type");
          C.Name = Rest.substr(0, I);
        }
        std::string Type = trim(Rest.substr(I));
        C.Declared = true;
        C.Type.Name = C.Name;
        if (!Type.empty() && Type[0] == '{') {
          std::size_t Close = Type.rfind('}');
          if (Close == std::string::npos)
            throw Error(Where + ": unterminated nominal value list");
          C.Type.Nominal = true;
          for (const Field &F :
               splitFields(Type.substr(1, Close - 1), ',', true, Where))
            C.Type.Values.push_back(F.Text);
        } else {
          std::string L = lower(Type);
          if (L != "numeric" && L != "real" && L != "integer")
            throw Error(Where + ": attribute type '" + Type +
                        "' is not supported (numeric or nominal only)");
        }
        for (const RawColumn &Other : Raw)
          if (Other.Name == C.Name)
            throw Error(Where + ": duplicate attribute '" + C.Name + "'");
        Raw.push_back(C);
      } else if (Keyword == "@data") {
        if (Raw.empty())
          throw Error(Where + ": @data before any @attribute");
        InData = true;
      } else {
        throw Error(Where + ": unknown keyword '" + Keyword + "'");
      }
      continue;
    }
    if (T[0] == '{')
      throw Error(Where + ": sparse ARFF rows are not supported");
    std::vector<Field> Fields = splitFields(T, ',', true, Where);
    if (Fields.size() != Raw.size())
      throw Error(Where + ": " + std::to_string(Fields.size()) +
                  " values, but " + std::to_string(Raw.size()) +
                  " attributes are declared");
    for (std::size_t I = 0; I < Fields.size(); ++I)
      Raw[I].Cells.push_back(Fields[I]);
    ++NumRows;
  }
  if (!InData)
    throw Error(Source + ": no @data section (is this an ARFF file?)");
  return assemble(Raw, NumRows, Source, Options, Relation);
}

Dataset loadDataset(const std::string &Path, const LoadOptions &Options) {
  std::string Text = readFile(Path);
  if (endsWith(lower(Path), ".arff"))
    return loadArff(Text, Path, Options);
  return loadCsv(Text, Path, Options);
}

} // namespace mlmodel
