// Importer for the public OpenCL device-mapping data set of Grewe, Wang and
// O'Boyle (CGO 2013) as redistributed with DeepTune (Cummins et al., PACT
// 2017): files such as cgo17-amd.csv and cgo17-nvidia.csv, one row per
// (kernel, dataset) with at least the columns
//   benchmark,dataset,comp,rational,mem,localmem,coalesced,atomic,transfer,
//   wgsize,runtime_cpu,runtime_gpu,oracle
// (oracle is CPU or GPU). Other columns are ignored.
#ifndef OMP2OCL_TRAIN_GREWE_H
#define OMP2OCL_TRAIN_GREWE_H

#include "table.h"

#include <string>

namespace train {

// Maps each row to the training table: program = the benchmark's suite and
// program (greweProgram), input = dataset, avgws = wgsize,
// F1 = transfer/(comp+mem), F2 = coalesced/mem, F3 = (localmem/mem)*wgsize,
// F4 = comp/mem (missing when the denominator is 0), t_openmp = runtime_cpu,
// t_opencl = runtime_gpu, best = opencl for oracle GPU, openmp for CPU.
// Rows without a positive CPU and GPU runtime are an error.
Table importGrewe(const CsvFile &File, const std::string &Source,
                  const std::string &Platform);

// The program a benchmark name belongs to: names are SUITE-PROGRAM-KERNEL
// ("npb-3.3-BT-exact_rhs5", "rodinia-3.1-backprop-bpnn_layerforward_ocl"),
// with the suites amd-app-sdk-3.0, npb-3.3, nvidia-4.2, parboil-0.2,
// polybench-gpu-1.0, rodinia-3.1 and shoc-1.1.5; the program is SUITE-PROGRAM
// ("npb-3.3-BT"). A name of another suite is its own program.
std::string greweProgram(const std::string &Benchmark);

} // namespace train

#endif // OMP2OCL_TRAIN_GREWE_H
