// The versioned JSON model file: a small JSON reader and writer (enough for
// the model format) and the conversion of a Tree to and from it.
//
// Format (version 1):
// {
//   "format": "omp2ocl-c45-tree", "version": 1,
//   "platform": "...",
//   "options": {"confidence": 0.25, "min_num_obj": 2, "prune": true,
//               "subtree_raising": true, "collapse": true},
//   "class": {"name": "best", "values": ["openmp", "opencl"]},
//   "features": [{"name": "f", "type": "numeric"},
//                {"name": "g", "type": "nominal", "values": ["a", "b"]}],
//   "nodes": [ {"leaf": true, "empty": false, "class_weights": [...]},
//              {"leaf": false, "attribute": 0, "threshold": 0.6,
//               "class_weights": [...], "branch_weights": [[...], ...],
//               "children": [1, 2]} ]
// }
// Node 0 is the root; children are node indices.
#include "mlmodel/tree.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>

namespace mlmodel {
namespace {

const char *const FormatName = "omp2ocl-c45-tree";

struct JsonValue {
  enum Kind { Null, Bool, Number, String, Array, Object } Type = Null;
  bool Boolean = false;
  double Num = 0;
  std::string Str;
  std::vector<JsonValue> Items;
  std::map<std::string, JsonValue> Members;

  const JsonValue &at(const std::string &Key) const {
    auto It = Members.find(Key);
    if (Type != Object || It == Members.end())
      throw Error("model file: missing key '" + Key + "'");
    return It->second;
  }
  bool has(const std::string &Key) const {
    return Type == Object && Members.count(Key);
  }
  double number(const char *What) const {
    if (Type != Number)
      throw Error(std::string("model file: '") + What + "' must be a number");
    return Num;
  }
  const std::string &string(const char *What) const {
    if (Type != String)
      throw Error(std::string("model file: '") + What + "' must be a string");
    return Str;
  }
  bool boolean(const char *What) const {
    if (Type != Bool)
      throw Error(std::string("model file: '") + What + "' must be true or false");
    return Boolean;
  }
  const std::vector<JsonValue> &array(const char *What) const {
    if (Type != Array)
      throw Error(std::string("model file: '") + What + "' must be an array");
    return Items;
  }
};

class JsonParser {
public:
  explicit JsonParser(const std::string &Text) : Text(Text) {}

  JsonValue parseDocument() {
    JsonValue V = parseValue(0);
    skipSpace();
    if (Pos != Text.size())
      fail("trailing characters after the JSON value");
    return V;
  }

private:
  const std::string &Text;
  std::size_t Pos = 0;

  [[noreturn]] void fail(const std::string &Why) {
    throw Error("model file: invalid JSON at offset " + std::to_string(Pos) +
                ": " + Why);
  }
  void skipSpace() {
    while (Pos < Text.size() && (Text[Pos] == ' ' || Text[Pos] == '\n' ||
                                 Text[Pos] == '\t' || Text[Pos] == '\r'))
      ++Pos;
  }
  bool consume(const char *Word) {
    std::size_t N = std::char_traits<char>::length(Word);
    if (Text.compare(Pos, N, Word) == 0) {
      Pos += N;
      return true;
    }
    return false;
  }
  JsonValue parseValue(int Depth) {
    if (Depth > 10000)
      fail("nesting too deep");
    skipSpace();
    if (Pos >= Text.size())
      fail("unexpected end of input");
    JsonValue V;
    char C = Text[Pos];
    if (C == '{') {
      ++Pos;
      V.Type = JsonValue::Object;
      skipSpace();
      if (Pos < Text.size() && Text[Pos] == '}') {
        ++Pos;
        return V;
      }
      while (true) {
        skipSpace();
        if (Pos >= Text.size() || Text[Pos] != '"')
          fail("expected a key");
        std::string Key = parseString();
        skipSpace();
        if (Pos >= Text.size() || Text[Pos] != ':')
          fail("expected ':'");
        ++Pos;
        V.Members[Key] = parseValue(Depth + 1);
        skipSpace();
        if (Pos < Text.size() && Text[Pos] == ',') {
          ++Pos;
          continue;
        }
        if (Pos < Text.size() && Text[Pos] == '}') {
          ++Pos;
          return V;
        }
        fail("expected ',' or '}'");
      }
    }
    if (C == '[') {
      ++Pos;
      V.Type = JsonValue::Array;
      skipSpace();
      if (Pos < Text.size() && Text[Pos] == ']') {
        ++Pos;
        return V;
      }
      while (true) {
        V.Items.push_back(parseValue(Depth + 1));
        skipSpace();
        if (Pos < Text.size() && Text[Pos] == ',') {
          ++Pos;
          continue;
        }
        if (Pos < Text.size() && Text[Pos] == ']') {
          ++Pos;
          return V;
        }
        fail("expected ',' or ']'");
      }
    }
    if (C == '"') {
      V.Type = JsonValue::String;
      V.Str = parseString();
      return V;
    }
    if (consume("true")) {
      V.Type = JsonValue::Bool;
      V.Boolean = true;
      return V;
    }
    if (consume("false")) {
      V.Type = JsonValue::Bool;
      return V;
    }
    if (consume("null"))
      return V;
    const char *Begin = Text.c_str() + Pos;
    char *End = nullptr;
    V.Num = std::strtod(Begin, &End);
    if (End == Begin || !(C == '-' || (C >= '0' && C <= '9')))
      fail("unexpected character");
    Pos += static_cast<std::size_t>(End - Begin);
    V.Type = JsonValue::Number;
    return V;
  }
  std::string parseString() {
    ++Pos; // opening quote
    std::string S;
    while (true) {
      if (Pos >= Text.size())
        fail("unterminated string");
      char C = Text[Pos++];
      if (C == '"')
        return S;
      if (C != '\\') {
        S += C;
        continue;
      }
      if (Pos >= Text.size())
        fail("unterminated escape");
      char E = Text[Pos++];
      switch (E) {
      case '"': S += '"'; break;
      case '\\': S += '\\'; break;
      case '/': S += '/'; break;
      case 'b': S += '\b'; break;
      case 'f': S += '\f'; break;
      case 'n': S += '\n'; break;
      case 'r': S += '\r'; break;
      case 't': S += '\t'; break;
      case 'u': {
        if (Pos + 4 > Text.size())
          fail("short \\u escape");
        unsigned Code = static_cast<unsigned>(
            std::strtoul(Text.substr(Pos, 4).c_str(), nullptr, 16));
        Pos += 4;
        // UTF-8 encoding of a code point of the basic plane.
        if (Code < 0x80) {
          S += static_cast<char>(Code);
        } else if (Code < 0x800) {
          S += static_cast<char>(0xC0 | (Code >> 6));
          S += static_cast<char>(0x80 | (Code & 0x3F));
        } else {
          S += static_cast<char>(0xE0 | (Code >> 12));
          S += static_cast<char>(0x80 | ((Code >> 6) & 0x3F));
          S += static_cast<char>(0x80 | (Code & 0x3F));
        }
        break;
      }
      default:
        fail("unknown escape");
      }
    }
  }
};

std::string quote(const std::string &S) {
  std::string R = "\"";
  for (char C : S) {
    switch (C) {
    case '"': R += "\\\""; break;
    case '\\': R += "\\\\"; break;
    case '\n': R += "\\n"; break;
    case '\t': R += "\\t"; break;
    case '\r': R += "\\r"; break;
    default:
      if (static_cast<unsigned char>(C) < 0x20) {
        char Buf[8];
        std::snprintf(Buf, sizeof Buf, "\\u%04x", C);
        R += Buf;
      } else {
        R += C;
      }
    }
  }
  return R + "\"";
}

// Shortest text that reads back as the same double.
std::string number(double V) {
  char Buf[40];
  if (V == std::floor(V) && std::fabs(V) < 1e15) {
    std::snprintf(Buf, sizeof Buf, "%.0f", V);
    return Buf;
  }
  for (int Precision = 1; Precision <= 17; ++Precision) {
    std::snprintf(Buf, sizeof Buf, "%.*g", Precision, V);
    if (std::strtod(Buf, nullptr) == V)
      break;
  }
  return Buf;
}

std::string numbers(const std::vector<double> &V) {
  std::string R = "[";
  for (std::size_t I = 0; I < V.size(); ++I)
    R += (I ? ", " : "") + number(V[I]);
  return R + "]";
}

std::string strings(const std::vector<std::string> &V) {
  std::string R = "[";
  for (std::size_t I = 0; I < V.size(); ++I)
    R += (I ? ", " : "") + quote(V[I]);
  return R + "]";
}

std::vector<double> readNumbers(const JsonValue &V, const char *What,
                                std::size_t Expected) {
  std::vector<double> R;
  for (const JsonValue &X : V.array(What))
    R.push_back(X.number(What));
  if (R.size() != Expected)
    throw Error(std::string("model file: '") + What + "' has " +
                std::to_string(R.size()) + " entries, expected " +
                std::to_string(Expected));
  return R;
}

std::vector<std::string> readStrings(const JsonValue &V, const char *What) {
  std::vector<std::string> R;
  for (const JsonValue &X : V.array(What))
    R.push_back(X.string(What));
  return R;
}

} // namespace

std::string toJson(const Tree &Model) {
  std::ostringstream Out;
  Out << "{\n  \"format\": " << quote(FormatName) << ",\n";
  Out << "  \"version\": " << ModelFormatVersion << ",\n";
  Out << "  \"platform\": " << quote(Model.Platform) << ",\n";
  Out << "  \"options\": {\"confidence\": " << number(Model.Options.Confidence)
      << ", \"min_num_obj\": " << Model.Options.MinNumObj
      << ", \"prune\": " << (Model.Options.Prune ? "true" : "false")
      << ", \"subtree_raising\": " << (Model.Options.SubtreeRaising ? "true" : "false")
      << ", \"collapse\": " << (Model.Options.Collapse ? "true" : "false") << "},\n";
  Out << "  \"class\": {\"name\": " << quote(Model.Class.Name)
      << ", \"values\": " << strings(Model.Class.Values) << "},\n";
  Out << "  \"features\": [";
  for (std::size_t F = 0; F < Model.Features.size(); ++F) {
    const Attribute &A = Model.Features[F];
    Out << (F ? ",\n    " : "\n    ") << "{\"name\": " << quote(A.Name)
        << ", \"type\": " << (A.Nominal ? "\"nominal\"" : "\"numeric\"");
    if (A.Nominal)
      Out << ", \"values\": " << strings(A.Values);
    Out << "}";
  }
  Out << "\n  ],\n  \"nodes\": [";
  for (std::size_t I = 0; I < Model.Nodes.size(); ++I) {
    const TreeNode &N = Model.Nodes[I];
    Out << (I ? ",\n    " : "\n    ") << "{\"leaf\": " << (N.IsLeaf ? "true" : "false");
    if (N.IsLeaf) {
      Out << ", \"empty\": " << (N.IsEmpty ? "true" : "false");
    } else {
      Out << ", \"attribute\": " << N.Attribute;
      if (!Model.Features[N.Attribute].Nominal)
        Out << ", \"threshold\": " << number(N.Threshold);
    }
    Out << ", \"class_weights\": " << numbers(N.ClassWeights);
    if (!N.IsLeaf) {
      Out << ", \"branch_weights\": [";
      for (std::size_t B = 0; B < N.BranchWeights.size(); ++B)
        Out << (B ? ", " : "") << numbers(N.BranchWeights[B]);
      Out << "], \"children\": [";
      for (std::size_t B = 0; B < N.Children.size(); ++B)
        Out << (B ? ", " : "") << N.Children[B];
      Out << "]";
    }
    Out << "}";
  }
  Out << "\n  ]\n}\n";
  return Out.str();
}

Tree fromJson(const std::string &Text) {
  JsonValue Root = JsonParser(Text).parseDocument();
  if (Root.Type != JsonValue::Object)
    throw Error("model file: the top level must be an object");
  if (Root.at("format").string("format") != FormatName)
    throw Error("model file: not an omp2ocl tree model (format '" +
                Root.at("format").Str + "')");
  double Version = Root.at("version").number("version");
  if (Version != ModelFormatVersion)
    throw Error("model file: format version " + number(Version) +
                " is not supported (this build reads version " +
                std::to_string(ModelFormatVersion) + ")");
  Tree Model;
  if (Root.has("platform"))
    Model.Platform = Root.at("platform").string("platform");
  if (Root.has("options")) {
    const JsonValue &O = Root.at("options");
    Model.Options.Confidence = O.at("confidence").number("confidence");
    Model.Options.MinNumObj = static_cast<int>(O.at("min_num_obj").number("min_num_obj"));
    Model.Options.Prune = O.at("prune").boolean("prune");
    Model.Options.SubtreeRaising = O.at("subtree_raising").boolean("subtree_raising");
    Model.Options.Collapse = O.at("collapse").boolean("collapse");
  }
  const JsonValue &Class = Root.at("class");
  Model.Class.Name = Class.at("name").string("class.name");
  Model.Class.Nominal = true;
  Model.Class.Values = readStrings(Class.at("values"), "class.values");
  if (Model.Class.Values.empty())
    throw Error("model file: the class has no values");
  for (const JsonValue &F : Root.at("features").array("features")) {
    Attribute A;
    A.Name = F.at("name").string("features.name");
    const std::string &Type = F.at("type").string("features.type");
    if (Type == "nominal") {
      A.Nominal = true;
      A.Values = readStrings(F.at("values"), "features.values");
    } else if (Type != "numeric") {
      throw Error("model file: unknown feature type '" + Type + "'");
    }
    Model.Features.push_back(A);
  }
  const std::size_t NumClasses = Model.Class.Values.size();
  const std::vector<JsonValue> &Nodes = Root.at("nodes").array("nodes");
  if (Nodes.empty())
    throw Error("model file: the tree has no nodes");
  for (const JsonValue &J : Nodes) {
    TreeNode N;
    N.IsLeaf = J.at("leaf").boolean("leaf");
    N.ClassWeights = readNumbers(J.at("class_weights"), "class_weights", NumClasses);
    if (N.IsLeaf) {
      N.IsEmpty = J.has("empty") && J.at("empty").boolean("empty");
    } else {
      double Attr = J.at("attribute").number("attribute");
      if (Attr < 0 || Attr >= static_cast<double>(Model.Features.size()) ||
          Attr != std::floor(Attr))
        throw Error("model file: node attribute out of range");
      N.Attribute = static_cast<int>(Attr);
      const Attribute &A = Model.Features[N.Attribute];
      if (!A.Nominal)
        N.Threshold = J.at("threshold").number("threshold");
      std::size_t Branches = A.Nominal ? A.Values.size() : 2;
      for (const JsonValue &B : J.at("branch_weights").array("branch_weights"))
        N.BranchWeights.push_back(readNumbers(B, "branch_weights", NumClasses));
      for (const JsonValue &C : J.at("children").array("children")) {
        double Child = C.number("children");
        if (Child < 1 || Child >= static_cast<double>(Nodes.size()) ||
            Child != std::floor(Child))
          throw Error("model file: child index out of range");
        N.Children.push_back(static_cast<int>(Child));
      }
      if (N.Children.size() != Branches || N.BranchWeights.size() != Branches)
        throw Error("model file: a split node needs one child per branch");
    }
    Model.Nodes.push_back(std::move(N));
  }
  // Every node except the root must be the child of exactly one node, with
  // children after their parents, so the structure is a tree.
  std::vector<int> Parents(Model.Nodes.size(), 0);
  for (std::size_t I = 0; I < Model.Nodes.size(); ++I)
    for (int C : Model.Nodes[I].Children) {
      if (C <= static_cast<int>(I))
        throw Error("model file: children must follow their parent");
      ++Parents[C];
    }
  for (std::size_t I = 1; I < Parents.size(); ++I)
    if (Parents[I] != 1)
      throw Error("model file: node " + std::to_string(I) +
                  " is not the child of exactly one node");
  return Model;
}

void saveModel(const Tree &Model, const std::string &Path) {
  std::ofstream Out(Path, std::ios::binary);
  if (!Out)
    throw Error("cannot write '" + Path + "'");
  Out << toJson(Model);
  if (!Out)
    throw Error("cannot write '" + Path + "'");
}

Tree loadModel(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    throw Error("cannot open model '" + Path + "'");
  std::ostringstream Buffer;
  Buffer << In.rdbuf();
  try {
    return fromJson(Buffer.str());
  } catch (const Error &E) {
    throw Error(Path + ": " + E.what());
  }
}

} // namespace mlmodel
