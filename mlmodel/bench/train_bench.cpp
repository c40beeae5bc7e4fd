// Training benchmark: a synthetic table of 100,000 rows x 20 numeric features
// (two classes given by a rule on a few features, with 5% label noise), timed
// with the default J48 options. Also times the prediction of the trained
// tree through the library. Not a test: run it by hand (see README.md).
#include "mlmodel/tree.h"

#include <chrono>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <random>

using namespace mlmodel;

int main(int Argc, char **Argv) {
  std::size_t Rows = Argc > 1 ? std::strtoul(Argv[1], nullptr, 10) : 100000;
  const std::size_t NumFeatures = 20;
  std::mt19937_64 Rng(42);
  auto Uniform = [&] { return static_cast<double>(Rng() >> 11) * 0x1.0p-53; };

  Dataset Data;
  Data.Class.Name = "best";
  Data.Class.Nominal = true;
  Data.Class.Values = {"openmp", "opencl"};
  for (std::size_t F = 0; F < NumFeatures; ++F) {
    Attribute A;
    A.Name = "f" + std::to_string(F);
    Data.Features.push_back(A);
  }
  Data.Columns.assign(NumFeatures, std::vector<double>(Rows));
  for (std::size_t R = 0; R < Rows; ++R) {
    for (std::size_t F = 0; F < NumFeatures; ++F)
      // Values on a grid of 1/1000, like measured features with few digits.
      Data.Columns[F][R] = std::floor(Uniform() * 1000) / 1000;
    const auto &C = Data.Columns;
    bool OpenCl = (C[0][R] > 0.3 && C[1][R] * C[2][R] > 0.2) ||
                  (C[3][R] > 0.8 && C[4][R] < 0.5);
    if (Uniform() < 0.05)
      OpenCl = !OpenCl;
    Data.Classes.push_back(OpenCl ? 1 : 0);
    Data.Weights.push_back(1.0);
  }

  // CPU time is what "one core" means on a shared machine; wall time is
  // printed too.
  auto Start = std::chrono::steady_clock::now();
  std::clock_t CpuStart = std::clock();
  Tree Model = train(Data);
  double CpuSeconds = static_cast<double>(std::clock() - CpuStart) / CLOCKS_PER_SEC;
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();

  std::size_t Correct = 0;
  auto PredictStart = std::chrono::steady_clock::now();
  std::vector<double> X(NumFeatures);
  for (std::size_t R = 0; R < Rows; ++R) {
    for (std::size_t F = 0; F < NumFeatures; ++F)
      X[F] = Data.Columns[F][R];
    Correct += predict(Model, X) == Data.Classes[R];
  }
  double PredictSeconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - PredictStart)
          .count();

  std::printf("rows %zu, features %zu\n", Rows, NumFeatures);
  std::printf("training time: %.3f s CPU (%.3f s wall)\n", CpuSeconds, Seconds);
  std::printf("tree: %d leaves, %d nodes; training accuracy %.2f %%\n",
              Model.numLeaves(), Model.numNodes(), 100.0 * Correct / Rows);
  std::printf("library predict: %.1f ns per row\n", 1e9 * PredictSeconds / Rows);
  return 0;
}
