// Pruning: J48's collapse of splits that do not reduce training errors, and
// C4.5's pessimistic-error pruning with subtree raising.
#include "c45_internal.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mlmodel {

namespace detail {

double normalQuantile(double P) {
  if (!(P > 0 && P < 1))
    return P == 0 ? -std::numeric_limits<double>::infinity()
                  : P == 1 ? std::numeric_limits<double>::infinity()
                           : std::nan("");
  // Acklam's rational approximation (relative error 1.15e-9) ...
  static const double A[] = {-3.969683028665376e+01, 2.209460984245205e+02,
                             -2.759285104469687e+02, 1.383577518672690e+02,
                             -3.066479806614716e+01, 2.506628277459239e+00};
  static const double B[] = {-5.447609879822406e+01, 1.615858368580409e+02,
                             -1.556989798598866e+02, 6.680131188771972e+01,
                             -1.328068155288572e+01};
  static const double C[] = {-7.784894002430293e-03, -3.223964580411365e-01,
                             -2.400758277161838e+00, -2.549732539343734e+00,
                             4.374664141464968e+00, 2.938163982698783e+00};
  static const double D[] = {7.784695709041462e-03, 3.224671290700398e-01,
                             2.445134137142996e+00, 3.754408661907416e+00};
  const double Low = 0.02425, High = 1 - Low;
  double X;
  if (P < Low) {
    double Q = std::sqrt(-2 * std::log(P));
    X = (((((C[0] * Q + C[1]) * Q + C[2]) * Q + C[3]) * Q + C[4]) * Q + C[5]) /
        ((((D[0] * Q + D[1]) * Q + D[2]) * Q + D[3]) * Q + 1);
  } else if (P <= High) {
    double Q = P - 0.5, R = Q * Q;
    X = (((((A[0] * R + A[1]) * R + A[2]) * R + A[3]) * R + A[4]) * R + A[5]) * Q /
        (((((B[0] * R + B[1]) * R + B[2]) * R + B[3]) * R + B[4]) * R + 1);
  } else {
    double Q = std::sqrt(-2 * std::log(1 - P));
    X = -(((((C[0] * Q + C[1]) * Q + C[2]) * Q + C[3]) * Q + C[4]) * Q + C[5]) /
        ((((D[0] * Q + D[1]) * Q + D[2]) * Q + D[3]) * Q + 1);
  }
  // ... refined to double precision by two Halley steps on the exact CDF.
  for (int Step = 0; Step < 2; ++Step) {
    double E = 0.5 * std::erfc(-X / std::sqrt(2.0)) - P;
    double U = E * std::sqrt(2 * M_PI) * std::exp(X * X / 2);
    X = X - U / (1 + X * U / 2);
  }
  return X;
}

double addErrs(double N, double E, double Confidence) {
  if (Confidence > 0.5)
    return 0; // J48 ignores such confidence factors
  if (E < 1) {
    // Exact binomial bound for no errors; linear between 0 and 1 error, as
    // C4.5 does.
    double Base = N * (1 - std::pow(Confidence, 1 / N));
    if (E == 0)
      return Base;
    return Base + E * (addErrs(N, 1, Confidence) - Base);
  }
  // The continuity correction makes the normal approximation meaningless
  // within half an error of N.
  if (E + 0.5 >= N)
    return std::max(N - E, 0.0);
  // Upper limit of the normal-approximation confidence interval (Wilson score
  // interval with continuity correction).
  double Z = normalQuantile(1 - Confidence);
  double F = (E + 0.5) / N;
  double R = (F + (Z * Z) / (2 * N) +
              Z * std::sqrt((F / N) - (F * F / N) + (Z * Z / (4 * N * N)))) /
             (1 + (Z * Z) / N);
  return R * N - E;
}

} // namespace detail

namespace c45 {

namespace {

double errorsForDistribution(const Distribution &D, double Confidence) {
  if (eq(D.Total, 0))
    return 0;
  return D.numIncorrect() + detail::addErrs(D.Total, D.numIncorrect(), Confidence);
}

double estimatedErrors(const BuildNode &Node, double Confidence) {
  if (Node.IsLeaf)
    return errorsForDistribution(Node.Model.Dist, Confidence);
  double Errors = 0;
  for (const auto &Son : Node.Sons)
    Errors += estimatedErrors(*Son, Confidence);
  return Errors;
}

// Estimated errors of the subtree if it received Input instead of its own
// training cases (used to judge raising a branch into its parent's place).
double estimatedErrorsForBranch(BuildNode &Node, const Dataset &Data,
                                const Cases &Input, double Confidence) {
  if (Node.IsLeaf)
    return errorsForDistribution(distributionOf(Data, Input), Confidence);
  Distribution Saved = Node.Model.Dist;
  Node.Model.resetDistribution(Data, Input);
  std::vector<Cases> Parts = Node.Model.split(Data, Input);
  Node.Model.Dist = std::move(Saved);
  double Errors = 0;
  for (std::size_t I = 0; I < Node.Sons.size(); ++I)
    Errors += estimatedErrorsForBranch(*Node.Sons[I], Data, Parts[I], Confidence);
  return Errors;
}

double trainingErrors(const BuildNode &Node) {
  if (Node.IsLeaf)
    return Node.Model.Dist.numIncorrect();
  double Errors = 0;
  for (const auto &Son : Node.Sons)
    Errors += trainingErrors(*Son);
  return Errors;
}

void makeLeaf(BuildNode &Node) {
  Node.Sons.clear();
  Node.IsLeaf = true;
  Node.Model = leafModel(Node.Model.Dist);
}

// Redistributes Input through the (raised) subtree.
void newDistribution(BuildNode &Node, const Dataset &Data, Cases Input) {
  Node.Model.resetDistribution(Data, Input);
  if (!Node.IsLeaf) {
    std::vector<Cases> Parts = Node.Model.split(Data, Input);
    for (std::size_t I = 0; I < Node.Sons.size(); ++I)
      newDistribution(*Node.Sons[I], Data, std::move(Parts[I]));
  } else {
    double Sum = 0;
    for (const Case &C : Input)
      Sum += C.Weight;
    if (!eq(Sum, 0))
      Node.IsEmpty = false;
  }
  Node.Train = std::move(Input);
}

} // namespace

void collapse(BuildNode &Node) {
  if (Node.IsLeaf)
    return;
  if (trainingErrors(Node) >= Node.Model.Dist.numIncorrect() - 1e-3) {
    makeLeaf(Node);
    return;
  }
  for (auto &Son : Node.Sons)
    collapse(*Son);
}

void prune(BuildNode &Node, const Dataset &Data, double Confidence,
           bool SubtreeRaising) {
  if (Node.IsLeaf)
    return;
  for (auto &Son : Node.Sons)
    prune(*Son, Data, Confidence, SubtreeRaising);

  std::size_t Largest = Node.Model.Dist.maxBag();
  double ErrorsLargestBranch =
      SubtreeRaising ? estimatedErrorsForBranch(*Node.Sons[Largest], Data,
                                                Node.Train, Confidence)
                     : std::numeric_limits<double>::max();
  double ErrorsLeaf = errorsForDistribution(Node.Model.Dist, Confidence);
  double ErrorsTree = estimatedErrors(Node, Confidence);

  if (smOrEq(ErrorsLeaf, ErrorsTree + 0.1) &&
      smOrEq(ErrorsLeaf, ErrorsLargestBranch + 0.1)) {
    makeLeaf(Node);
    return;
  }
  if (smOrEq(ErrorsLargestBranch, ErrorsTree + 0.1)) {
    // Replace the node by its largest branch, which then receives all of
    // the node's cases, and prune again.
    std::unique_ptr<BuildNode> Raised = std::move(Node.Sons[Largest]);
    Node.Sons = std::move(Raised->Sons);
    Node.Model = std::move(Raised->Model);
    Node.IsLeaf = Raised->IsLeaf;
    Cases Train = std::move(Node.Train);
    newDistribution(Node, Data, std::move(Train));
    prune(Node, Data, Confidence, SubtreeRaising);
  }
}

} // namespace c45
} // namespace mlmodel
