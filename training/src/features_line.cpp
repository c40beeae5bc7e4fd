#include "features_line.h"

#include "common.h"
#include "table.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace train {

namespace {

// A small JSON reader: just enough to walk one line of the runtime's output.
struct Json {
  enum Kind { Null, Bool, Number, String, Array, Object } K = Null;
  bool B = false;
  double Num = 0;
  std::string Str;
  std::vector<Json> Items;
  std::vector<std::pair<std::string, Json>> Members;

  const Json *member(const std::string &Name) const {
    const Json *Found = nullptr;
    for (const auto &M : Members)
      if (M.first == Name)
        Found = &M.second; // the last one wins, as in most readers
    return Found;
  }
};

class Reader {
public:
  explicit Reader(const std::string &Text) : S(Text) {}

  Json document() {
    Json V = value(0);
    skip();
    if (P != S.size())
      fail("text after the JSON value");
    return V;
  }

private:
  const std::string &S;
  std::size_t P = 0;

  [[noreturn]] void fail(const std::string &What) {
    throw Error("bad features line (column " + std::to_string(P + 1) + "): " + What);
  }
  void skip() {
    while (P < S.size() && (S[P] == ' ' || S[P] == '\t' || S[P] == '\r' || S[P] == '\n'))
      ++P;
  }
  bool match(const char *Word) {
    std::size_t N = std::strlen(Word);
    if (S.compare(P, N, Word) == 0) {
      P += N;
      return true;
    }
    return false;
  }

  Json value(int Depth) {
    if (Depth > 64)
      fail("nested too deeply");
    skip();
    if (P >= S.size())
      fail("unexpected end of line");
    Json V;
    char C = S[P];
    if (C == '{') {
      V.K = Json::Object;
      ++P;
      skip();
      if (P < S.size() && S[P] == '}') {
        ++P;
        return V;
      }
      while (true) {
        skip();
        if (P >= S.size() || S[P] != '"')
          fail("expected a member name");
        std::string Name = string();
        skip();
        if (P >= S.size() || S[P] != ':')
          fail("expected ':'");
        ++P;
        V.Members.emplace_back(Name, value(Depth + 1));
        skip();
        if (P < S.size() && S[P] == ',') {
          ++P;
          continue;
        }
        if (P < S.size() && S[P] == '}') {
          ++P;
          return V;
        }
        fail("expected ',' or '}'");
      }
    }
    if (C == '[') {
      V.K = Json::Array;
      ++P;
      skip();
      if (P < S.size() && S[P] == ']') {
        ++P;
        return V;
      }
      while (true) {
        V.Items.push_back(value(Depth + 1));
        skip();
        if (P < S.size() && S[P] == ',') {
          ++P;
          continue;
        }
        if (P < S.size() && S[P] == ']') {
          ++P;
          return V;
        }
        fail("expected ',' or ']'");
      }
    }
    if (C == '"') {
      V.K = Json::String;
      V.Str = string();
      return V;
    }
    if (match("true")) {
      V.K = Json::Bool;
      V.B = true;
      return V;
    }
    if (match("false")) {
      V.K = Json::Bool;
      return V;
    }
    if (match("null"))
      return V;
    // A number, or nan/inf as C's printf spells them.
    std::size_t Start = P;
    while (P < S.size() && (std::isalnum(static_cast<unsigned char>(S[P])) ||
                            S[P] == '+' || S[P] == '-' || S[P] == '.'))
      ++P;
    std::string Word = S.substr(Start, P - Start);
    std::string L = lower(Word);
    if (L.rfind("-", 0) == 0 || L.rfind("+", 0) == 0)
      L = L.substr(1);
    V.K = Json::Number;
    if (L == "nan" || L == "infinity" || L == "inf") {
      V.Num = L == "nan" ? std::nan("") : (Word[0] == '-' ? -INFINITY : INFINITY);
      return V;
    }
    if (Word.empty() || !parseDouble(Word, V.Num) ||
        !(std::isdigit(static_cast<unsigned char>(Word[0])) || Word[0] == '-'))
      fail(Word.empty() ? std::string("unexpected '") + C + "'"
                        : "'" + Word + "' is not a number");
    return V;
  }

  static void utf8(std::string &Out, unsigned Code) {
    if (Code < 0x80) {
      Out += static_cast<char>(Code);
    } else if (Code < 0x800) {
      Out += static_cast<char>(0xC0 | (Code >> 6));
      Out += static_cast<char>(0x80 | (Code & 0x3F));
    } else if (Code < 0x10000) {
      Out += static_cast<char>(0xE0 | (Code >> 12));
      Out += static_cast<char>(0x80 | ((Code >> 6) & 0x3F));
      Out += static_cast<char>(0x80 | (Code & 0x3F));
    } else {
      Out += static_cast<char>(0xF0 | (Code >> 18));
      Out += static_cast<char>(0x80 | ((Code >> 12) & 0x3F));
      Out += static_cast<char>(0x80 | ((Code >> 6) & 0x3F));
      Out += static_cast<char>(0x80 | (Code & 0x3F));
    }
  }

  unsigned hex4() {
    if (P + 4 > S.size())
      fail("short \\u escape");
    unsigned Code = 0;
    for (int I = 0; I < 4; ++I) {
      char H = S[P++];
      Code <<= 4;
      if (H >= '0' && H <= '9')
        Code |= static_cast<unsigned>(H - '0');
      else if (H >= 'a' && H <= 'f')
        Code |= static_cast<unsigned>(H - 'a' + 10);
      else if (H >= 'A' && H <= 'F')
        Code |= static_cast<unsigned>(H - 'A' + 10);
      else
        fail("bad \\u escape");
    }
    return Code;
  }

  std::string string() {
    ++P; // opening quote
    std::string Out;
    while (true) {
      if (P >= S.size())
        fail("unterminated string");
      char C = S[P++];
      if (C == '"')
        return Out;
      if (C != '\\') {
        Out += C;
        continue;
      }
      if (P >= S.size())
        fail("unterminated string");
      char E = S[P++];
      switch (E) {
      case '"': Out += '"'; break;
      case '\\': Out += '\\'; break;
      case '/': Out += '/'; break;
      case 'b': Out += '\b'; break;
      case 'f': Out += '\f'; break;
      case 'n': Out += '\n'; break;
      case 'r': Out += '\r'; break;
      case 't': Out += '\t'; break;
      case 'u': {
        unsigned Code = hex4();
        if (Code >= 0xD800 && Code < 0xDC00 && S.compare(P, 2, "\\u") == 0) {
          P += 2;
          unsigned Low = hex4();
          Code = 0x10000 + ((Code - 0xD800) << 10) + (Low - 0xDC00);
        }
        utf8(Out, Code);
        break;
      }
      default:
        fail(std::string("bad escape '\\") + E + "'");
      }
    }
  }
};

} // namespace

std::vector<double> FeaturesLine::vector(std::vector<std::string> *Missing) const {
  std::vector<double> V;
  for (const std::string &Name : featureNames()) {
    auto It = Features.find(Name);
    double X = It == Features.end() ? std::nan("") : It->second;
    if (!std::isfinite(X)) {
      X = std::nan("");
      if (Missing)
        Missing->push_back(Name);
    }
    V.push_back(X);
  }
  return V;
}

FeaturesLine parseFeaturesLine(const std::string &Line) {
  Json Doc = Reader(Line).document();
  if (Doc.K != Json::Object)
    throw Error("bad features line: not a JSON object");
  FeaturesLine F;
  auto Text = [&](const char *Name, std::string &Out) {
    if (const Json *V = Doc.member(Name)) {
      if (V->K == Json::String)
        Out = V->Str;
      else if (V->K != Json::Null)
        throw Error(std::string("bad features line: \"") + Name + "\" is not a string");
    }
  };
  Text("unit", F.Unit);
  Text("device", F.Device);
  Text("choice", F.Choice);
  const Json *Features = Doc.member("features");
  if (!Features)
    throw Error("bad features line: no \"features\" member");
  if (Features->K != Json::Object)
    throw Error("bad features line: \"features\" is not an object");
  for (const auto &[Name, V] : Features->Members) {
    if (V.K == Json::Number)
      F.Features[Name] = V.Num;
    else if (V.K == Json::Null)
      F.Features[Name] = std::nan("");
    else if (V.K == Json::String) {
      double X;
      if (!parseDouble(V.Str, X))
        throw Error("bad features line: feature \"" + Name + "\" is \"" + V.Str +
                    "\", not a number");
      F.Features[Name] = X;
    }
    // Arrays and objects (symbolic terms, say) are not features.
  }
  return F;
}

bool lastLine(const std::string &Text, std::string &Line) {
  std::size_t End = Text.size();
  while (End > 0) {
    std::size_t Start = Text.rfind('\n', End - 1);
    Start = Start == std::string::npos ? 0 : Start + 1;
    std::string L = trim(Text.substr(Start, End - Start));
    if (!L.empty()) {
      Line = L;
      return true;
    }
    if (Start == 0)
      break;
    End = Start - 1;
  }
  return false;
}

} // namespace train
