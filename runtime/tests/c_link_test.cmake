# Compiles c_link_test.c as a generated program would be, runs it in both
# modes. Variables: CC SRC INC LIB MLLIB OUT.
execute_process(
  COMMAND ${CC} -O2 -fopenmp -I${INC} ${SRC} ${LIB} ${MLLIB} -lOpenCL -lstdc++ -lm
          -o ${OUT}
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "linking a C program with the runtime failed")
endif()
set(cache ${OUT}-cache)
foreach(mode opencl openmp)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env OMP2OCL_DEVICE=${mode}
            OMP2OCL_CACHE_DIR=${cache} ${OUT}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "ok \\(${mode}\\)")
    message(FATAL_ERROR "${mode}: rc=${rc}\n${out}\n${err}")
  endif()
  message(STATUS "${mode}: ${out}")
endforeach()
file(REMOVE_RECURSE ${cache})
