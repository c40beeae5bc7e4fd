// Human-readable forms of a tree: J48's text and a Graphviz DOT picture.
#include "mlmodel/tree.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace mlmodel {

namespace detail {

std::string wekaDouble(double Value, int Digits) {
  double Scaled = Value * std::pow(10.0, Digits);
  if (!(std::fabs(Scaled) < 9.2e18)) {
    char Buf[64];
    std::snprintf(Buf, sizeof Buf, "%g", Value);
    return Buf;
  }
  // Round half away from zero, as Weka does.
  long long Rounded = Scaled > 0 ? static_cast<long long>(Scaled + 0.5)
                                 : -static_cast<long long>(std::fabs(Scaled) + 0.5);
  std::string S = std::to_string(Rounded);
  if (Digits == 0)
    return S;
  long Dot = static_cast<long>(S.size()) - Digits;
  while ((Rounded < 0 && Dot < 1) || Dot < 0) {
    S.insert(Rounded < 0 ? 1 : 0, "0");
    ++Dot;
  }
  S.insert(static_cast<std::size_t>(Dot), ".");
  if (Rounded < 0 && S[1] == '.')
    S.insert(1, "0");
  else if (S[0] == '.')
    S.insert(0, "0");
  // Drop trailing zeros, and the point if nothing follows it.
  long Pos = static_cast<long>(S.size()) - 1;
  while (Pos > Dot && S[Pos] == '0')
    S[Pos--] = ' ';
  if (S[Pos] == '.')
    S[Pos] = ' ';
  std::size_t B = S.find_first_not_of(' ');
  std::size_t E = S.find_last_not_of(' ');
  return S.substr(B, E - B + 1);
}

std::string wekaDouble(double Value, int Width, int Digits) {
  std::string S = wekaDouble(Value, Digits);
  if (Digits >= Width || S.find('e') != std::string::npos)
    return S;
  // Decimal-aligned in the field: the point (if any) sits at a fixed column.
  std::string Result(static_cast<std::size_t>(Width), ' ');
  long DotPos;
  std::size_t Found = S.find('.');
  if (Digits > 0 && Found != std::string::npos) {
    DotPos = static_cast<long>(Found);
    Result[Width - Digits - 1] = '.';
  } else {
    DotPos = static_cast<long>(S.size());
  }
  long Offset = Width - Digits - DotPos;
  if (Digits > 0)
    --Offset;
  if (Offset < 0)
    return S;
  for (long I = 0; I < DotPos; ++I)
    Result[Offset + I] = S[I];
  for (long I = DotPos + 1; I < static_cast<long>(S.size()); ++I)
    Result[Offset + I] = S[I];
  return Result;
}

std::string javaDouble(double Value) {
  // Java's Double.toString: the shortest decimal that reads back as the same
  // double, with at least one digit after the point; scientific notation
  // outside [1e-3, 1e7).
  if (Value == 0)
    return std::signbit(Value) ? "-0.0" : "0.0";
  char Buf[64];
  int Precision = 1;
  for (; Precision <= 17; ++Precision) {
    std::snprintf(Buf, sizeof Buf, "%.*e", Precision - 1, Value);
    if (std::strtod(Buf, nullptr) == Value)
      break;
  }
  std::string Mantissa(Buf, std::string(Buf).find('e'));
  int Exponent = std::atoi(std::string(Buf).substr(Mantissa.size() + 1).c_str());
  std::string Sign;
  if (Mantissa[0] == '-') {
    Sign = "-";
    Mantissa.erase(0, 1);
  }
  std::string Digits;
  for (char C : Mantissa)
    if (C != '.')
      Digits += C;
  double Abs = std::fabs(Value);
  if (Abs >= 1e-3 && Abs < 1e7) {
    std::string Int, Frac;
    if (Exponent >= 0) {
      while (static_cast<int>(Digits.size()) < Exponent + 1)
        Digits += '0';
      Int = Digits.substr(0, Exponent + 1);
      Frac = Digits.substr(Exponent + 1);
    } else {
      Int = "0";
      Frac = std::string(static_cast<std::size_t>(-Exponent - 1), '0') + Digits;
    }
    if (Frac.empty())
      Frac = "0";
    return Sign + Int + "." + Frac;
  }
  std::string Frac = Digits.size() > 1 ? Digits.substr(1) : "0";
  return Sign + Digits.substr(0, 1) + "." + Frac + "E" + std::to_string(Exponent);
}

} // namespace detail

namespace {

double sum(const std::vector<double> &V) {
  double S = 0;
  for (double X : V)
    S += X;
  return S;
}

// First class with the largest weight (Weka's tolerance), or -1 when the
// weights are (nearly) all zero.
int argMax(const std::vector<double> &Weights) {
  double Max = 0;
  int Index = 0;
  for (std::size_t C = 0; C < Weights.size(); ++C)
    if (Weights[C] - Max > 1e-6) {
      Max = Weights[C];
      Index = static_cast<int>(C);
    }
  return Index;
}

// J48's leaf label: majority class, weight, and misclassified weight when
// there is any. An empty branch takes the parent's majority class.
std::string leafLabel(const Tree &Model, const std::vector<double> &Weights,
                      const std::vector<double> &ParentWeights) {
  double Total = sum(Weights);
  int Class = Total > 1e-6 ? argMax(Weights) : argMax(ParentWeights);
  double Incorrect = Total - Weights[Class];
  std::string Label = Model.Class.Values[Class] + " (" +
                      detail::javaDouble(std::round(Total * 100) / 100.0);
  if (Incorrect > 1e-6)
    Label += "/" + detail::javaDouble(std::round(Incorrect * 100) / 100.0);
  return Label + ")";
}

std::string branchText(const Tree &Model, const TreeNode &Node, std::size_t Branch) {
  const Attribute &A = Model.Features[Node.Attribute];
  if (A.Nominal)
    return " = " + A.Values[Branch];
  return (Branch == 0 ? " <= " : " > ") + detail::wekaDouble(Node.Threshold, 6);
}

void dumpTree(const Tree &Model, int Index, int Depth, std::string &Out) {
  const TreeNode &Node = Model.Nodes[Index];
  for (std::size_t B = 0; B < Node.Children.size(); ++B) {
    Out += "\n";
    for (int D = 0; D < Depth; ++D)
      Out += "|   ";
    Out += Model.Features[Node.Attribute].Name + branchText(Model, Node, B);
    const TreeNode &Son = Model.Nodes[Node.Children[B]];
    if (Son.IsLeaf)
      Out += ": " + leafLabel(Model, Node.BranchWeights[B], Node.ClassWeights);
    else
      dumpTree(Model, Node.Children[B], Depth + 1, Out);
  }
}

std::string dotEscape(const std::string &S) {
  std::string R;
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    R += C;
  }
  return R;
}

} // namespace

std::string toText(const Tree &Model) {
  std::string Out = Model.Options.Prune ? "J48 pruned tree\n" : "J48 unpruned tree\n";
  Out += "------------------\n";
  const TreeNode &Root = Model.Nodes.at(0);
  if (Root.IsLeaf)
    Out += ": " + leafLabel(Model, Root.ClassWeights, Root.ClassWeights);
  else
    dumpTree(Model, 0, 0, Out);
  Out += "\n\nNumber of Leaves  : \t" + std::to_string(Model.numLeaves()) + "\n";
  Out += "\nSize of the tree : \t" + std::to_string(Model.numNodes()) + "\n";
  return Out;
}

std::string toDot(const Tree &Model) {
  std::ostringstream Out;
  Out << "digraph C45Tree {\n";
  Out << "  node [fontname=\"Helvetica\"];\n";
  Out << "  edge [fontname=\"Helvetica\"];\n";
  // Nodes are labelled with the split attribute or, for leaves, the label
  // J48 prints; edges with the branch condition.
  for (std::size_t I = 0; I < Model.Nodes.size(); ++I) {
    const TreeNode &Node = Model.Nodes[I];
    if (Node.IsLeaf)
      continue;
    Out << "  N" << I << " [label=\""
        << dotEscape(Model.Features[Node.Attribute].Name) << "\"];\n";
    for (std::size_t B = 0; B < Node.Children.size(); ++B) {
      int Child = Node.Children[B];
      std::string Condition = branchText(Model, Node, B).substr(1);
      Out << "  N" << I << " -> N" << Child << " [label=\""
          << dotEscape(Condition) << "\"];\n";
      if (Model.Nodes[Child].IsLeaf)
        Out << "  N" << Child << " [label=\""
            << dotEscape(leafLabel(Model, Node.BranchWeights[B], Node.ClassWeights))
            << "\" shape=box style=filled];\n";
    }
  }
  if (Model.Nodes.at(0).IsLeaf)
    Out << "  N0 [label=\""
        << dotEscape(leafLabel(Model, Model.Nodes[0].ClassWeights,
                               Model.Nodes[0].ClassWeights))
        << "\" shape=box style=filled];\n";
  Out << "}\n";
  return Out.str();
}

} // namespace mlmodel
