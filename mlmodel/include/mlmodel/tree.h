// C4.5 decision tree (Quinlan 1993) with Weka's J48 (3.6) as the reference
// behaviour: training, prediction, and the model's text, JSON, DOT and C forms.
#ifndef MLMODEL_TREE_H
#define MLMODEL_TREE_H

#include "mlmodel/dataset.h"

#include <string>
#include <vector>

namespace mlmodel {

struct TrainOptions {
  // Confidence factor of the pessimistic error estimate (J48 -C). J48 keeps
  // it as a float; training rounds it the same way.
  double Confidence = 0.25;
  // Minimum weight of cases in at least two branches (J48 -M).
  int MinNumObj = 2;
  bool Prune = true;          // false = J48 -U
  bool SubtreeRaising = true; // false = J48 -S
  bool Collapse = true;       // J48 always collapses in 3.6
};

struct TreeNode {
  bool IsLeaf = true;
  // A leaf that received no training weight; prediction falls back to the
  // parent's distribution, as J48 does.
  bool IsEmpty = false;
  int Attribute = -1;    // split attribute (feature index)
  double Threshold = 0;  // numeric split: branch 0 is <=, branch 1 is >
  // Class weights of the training cases that reached this node.
  std::vector<double> ClassWeights;
  // Split nodes: class weights per branch, including the fractions of cases
  // whose split value was missing.
  std::vector<std::vector<double>> BranchWeights;
  std::vector<int> Children; // node indices, one per branch
};

class Tree {
public:
  std::vector<Attribute> Features;
  Attribute Class;
  std::string Platform; // free text describing where the training data came from
  TrainOptions Options;
  std::vector<TreeNode> Nodes; // Nodes[0] is the root

  int numLeaves() const;
  int numNodes() const;
  Schema schema() const { return Schema{Features, Class}; }
};

// Trains on every row with a known class. Throws Error on unusable data (no
// rows, fewer than two classes present, non-nominal class).
Tree train(const Dataset &Data, const TrainOptions &Options = {});

// Class probabilities for one feature vector (NaN = missing), with J48's
// handling of missing values (weighted over all branches) and empty leaves.
std::vector<double> predictDistribution(const Tree &Model,
                                        const std::vector<double> &Features);
// Index of the most probable class (the first on ties, as J48).
int predict(const Tree &Model, const std::vector<double> &Features);

// J48's textual tree ("attr <= thr", "|   " indentation, "class (n/err)"),
// followed by the leaf and node counts exactly as J48 prints them.
std::string toText(const Tree &Model);
// Graphviz DOT picture of the tree.
std::string toDot(const Tree &Model);
// A self-contained C function, see emitC's documentation in emit_c.cpp:
//   static int <Prefix>_predict(const double *features)
// plus <Prefix>_classes[] and <Prefix>_feature_names[]. Missing features (NaN)
// follow the branch with the largest training weight.
std::string emitC(const Tree &Model, const std::string &Prefix);

// Versioned JSON model file.
constexpr int ModelFormatVersion = 1;
std::string toJson(const Tree &Model);
Tree fromJson(const std::string &Json);
void saveModel(const Tree &Model, const std::string &Path);
Tree loadModel(const std::string &Path);

namespace detail {
// Extra errors added by J48's pessimistic estimate (Weka's Stats.addErrs):
// the upper confidence limit of the binomial error rate times N, minus E.
double addErrs(double N, double E, double Confidence);
// Inverse of the standard normal cumulative distribution.
double normalQuantile(double P);
// Java's Double.toString for the values J48 prints in leaves (rounded to two
// decimals): "50.0", "1.33".
std::string javaDouble(double Value);
// Weka's Utils.doubleToString(value, digits): rounds to Digits decimals and
// drops trailing zeros ("0.6", "127.5", "5").
std::string wekaDouble(double Value, int Digits);
// Weka's Utils.doubleToString(value, width, digits): trailing zeros become
// spaces and the result is right-aligned in Width.
std::string wekaDouble(double Value, int Width, int Digits);
} // namespace detail

} // namespace mlmodel

#endif // MLMODEL_TREE_H
