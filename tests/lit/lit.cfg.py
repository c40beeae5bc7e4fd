# lit configuration of omp2ocl's translation tests: each test translates a C
# file and checks remarks, the kernels (which must also compile as OpenCL C
# 1.2) and the host code with FileCheck.
import os
import lit.formats

config.name = "omp2ocl"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c"]
config.excludes = ["Inputs"]
config.substitutions.append(("%omp2ocl", os.path.join(config.omp2ocl_bin_dir, "omp2ocl")))
# The translated host file keeps the test's comments, CHECK lines included:
# the wrapper drops them from --input-file so a pattern cannot match itself.
config.substitutions.append(
    ("%FileCheck", "python3 " + os.path.join(config.test_source_root, "Inputs",
                                             "filecheck_output.py") + " " + config.filecheck))
config.substitutions.append(
    ("%clsyntax", os.path.join(config.llvm_bin_dir, "clang") +
     " -x cl -cl-std=CL1.2 -fsyntax-only -Xclang -finclude-default-header"))
config.substitutions.append(
    ("%hostsyntax", "cc -fsyntax-only -fopenmp -I" +
     os.path.join(os.path.dirname(config.test_source_root), "..", "runtime", "include")))
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
