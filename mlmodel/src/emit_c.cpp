// C code emission: the tree as one self-contained C99 function (no headers,
// no libraries) that generated programs embed.
//
// Missing features are passed as NaN. The emitted code sends a missing value
// down the branch that received the largest training weight, without
// evaluating any other branch. This differs from predict(), which follows
// every branch and weights their class distributions (J48's rule); on data
// without missing values both give the same class.
#include "mlmodel/tree.h"

#include <cctype>
#include <cstdio>
#include <sstream>

namespace mlmodel {
namespace {

std::string cString(const std::string &S) {
  std::string R = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\') {
      R += '\\';
      R += C;
    } else if (C == '\n') {
      R += "\\n";
    } else if (static_cast<unsigned char>(C) < 0x20) {
      char Buf[8];
      std::snprintf(Buf, sizeof Buf, "\\%03o", static_cast<unsigned char>(C));
      R += Buf;
    } else if (C == '?') {
      R += "\\?"; // no trigraphs
    } else {
      R += C;
    }
  }
  return R + "\"";
}

// Text safe inside a C block comment.
std::string commentText(const std::string &S) {
  std::string R;
  for (std::size_t I = 0; I < S.size(); ++I) {
    if (S[I] == '*' && I + 1 < S.size() && S[I + 1] == '/') {
      R += "* /";
      ++I;
    } else if (S[I] == '\n') {
      R += ' ';
    } else {
      R += S[I];
    }
  }
  return R;
}

std::string exactDouble(double V) {
  char Buf[40];
  std::snprintf(Buf, sizeof Buf, "%.17g", V);
  std::string S = Buf;
  if (S.find_first_of(".eEn") == std::string::npos)
    S += ".0";
  return S;
}

double sum(const std::vector<double> &V) {
  double S = 0;
  for (double X : V)
    S += X;
  return S;
}

// The class predict() gives at a leaf reached without missing values.
int leafClass(const std::vector<double> &Weights) {
  double Total = sum(Weights);
  double Max = -1;
  int Best = 0;
  for (std::size_t C = 0; C < Weights.size(); ++C) {
    double P = Total > 1e-6 ? Weights[C] / Total : 0;
    if (P - Max > 1e-6) {
      Max = P;
      Best = static_cast<int>(C);
    }
  }
  return Best;
}

std::size_t largestBranch(const TreeNode &Node) {
  std::size_t Best = 0;
  double Max = -1;
  for (std::size_t B = 0; B < Node.BranchWeights.size(); ++B) {
    double W = sum(Node.BranchWeights[B]);
    if (W > Max) {
      Max = W;
      Best = B;
    }
  }
  return Best;
}

class Emitter {
public:
  Emitter(const Tree &Model, std::ostringstream &Out) : Model(Model), Out(Out) {}

  // Emits the statements of node Index. ParentWeights are the weights an
  // empty leaf falls back on.
  void node(int Index, const std::vector<double> &FallBack, int Depth) {
    const TreeNode &Node = Model.Nodes[Index];
    std::string Pad(static_cast<std::size_t>(2 * Depth), ' ');
    if (Node.IsLeaf) {
      int Class = leafClass(Node.IsEmpty ? FallBack : Node.ClassWeights);
      Out << Pad << "return " << Class << "; /* "
          << commentText(Model.Class.Values[Class]) << " */\n";
      return;
    }
    const Attribute &A = Model.Features[Node.Attribute];
    std::string X = "features[" + std::to_string(Node.Attribute) + "]";
    std::size_t Largest = largestBranch(Node);
    auto FallBackOf = [&](std::size_t B) {
      return sum(Node.BranchWeights[B]) > 1e-6 ? Node.BranchWeights[B]
                                               : Node.ClassWeights;
    };
    if (!A.Nominal) {
      std::string T = exactDouble(Node.Threshold);
      // NaN fails every comparison: phrase the test so NaN goes to the
      // largest branch.
      if (Largest == 0)
        Out << Pad << "if (!(" << X << " > " << T << ")) { /* "
            << commentText(A.Name) << " <= " << detail::wekaDouble(Node.Threshold, 6)
            << " or missing */\n";
      else
        Out << Pad << "if (" << X << " <= " << T << ") { /* "
            << commentText(A.Name) << " <= " << detail::wekaDouble(Node.Threshold, 6)
            << " */\n";
      node(Node.Children[0], FallBackOf(0), Depth + 1);
      Out << Pad << "} else {\n";
      node(Node.Children[1], FallBackOf(1), Depth + 1);
      Out << Pad << "}\n";
      return;
    }
    // Nominal: the value index; anything else (NaN, unknown) takes the
    // largest branch, emitted last as the final else.
    bool First = true;
    for (std::size_t B = 0; B < Node.Children.size(); ++B) {
      if (B == Largest)
        continue;
      Out << Pad << (First ? "if (" : "} else if (") << X << " == " << B
          << ".0) { /* " << commentText(A.Name) << " = "
          << commentText(A.Values[B]) << " */\n";
      node(Node.Children[B], FallBackOf(B), Depth + 1);
      First = false;
    }
    if (First) {
      node(Node.Children[Largest], FallBackOf(Largest), Depth);
      return;
    }
    Out << Pad << "} else { /* " << commentText(A.Name) << " = "
        << commentText(A.Values[Largest]) << " or missing */\n";
    node(Node.Children[Largest], FallBackOf(Largest), Depth + 1);
    Out << Pad << "}\n";
  }

private:
  const Tree &Model;
  std::ostringstream &Out;
};

bool validPrefix(const std::string &P) {
  if (P.empty() || std::isdigit(static_cast<unsigned char>(P[0])))
    return false;
  for (char C : P)
    if (!(std::isalnum(static_cast<unsigned char>(C)) || C == '_'))
      return false;
  return true;
}

} // namespace

std::string emitC(const Tree &Model, const std::string &Prefix) {
  if (!validPrefix(Prefix))
    throw Error("'" + Prefix + "' is not a valid C identifier prefix");
  if (Model.Nodes.empty())
    throw Error("the model has no nodes");
  std::ostringstream Out;
  Out << "/* C4.5 decision tree emitted by omp2ocl-tree: " << Model.numLeaves()
      << " leaves, " << Model.numNodes() << " nodes.\n"
      << " * " << Prefix << "_predict(features) returns an index into "
      << Prefix << "_classes; features[i]\n"
      << " * is the value of " << Prefix
      << "_feature_names[i] (nominal: the index of the value), NaN if missing.\n"
      << " * A missing value follows the branch with the largest training weight. */\n";
  Out << "#if defined(__GNUC__)\n#define " << Prefix
      << "_UNUSED __attribute__((unused))\n#else\n#define " << Prefix
      << "_UNUSED\n#endif\n";
  Out << "static const char *const " << Prefix << "_classes[] " << Prefix
      << "_UNUSED = {";
  for (std::size_t C = 0; C < Model.Class.Values.size(); ++C)
    Out << (C ? ", " : "") << cString(Model.Class.Values[C]);
  Out << "};\n";
  Out << "static const char *const " << Prefix << "_feature_names[] " << Prefix
      << "_UNUSED = {";
  for (std::size_t F = 0; F < Model.Features.size(); ++F)
    Out << (F ? ", " : "") << cString(Model.Features[F].Name);
  if (Model.Features.empty())
    Out << "0";
  Out << "};\n";
  Out << "static int " << Prefix << "_predict(const double *features) "
      << Prefix << "_UNUSED;\n";
  Out << "static int " << Prefix << "_predict(const double *features)\n{\n";
  Out << "  (void)features;\n";
  Emitter(Model, Out).node(0, Model.Nodes[0].ClassWeights, 1);
  Out << "}\n";
  Out << "#undef " << Prefix << "_UNUSED\n";
  return Out.str();
}

} // namespace mlmodel
