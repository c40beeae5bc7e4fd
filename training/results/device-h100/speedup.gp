# gnuplot script written by omp2ocl-train evaluate; data in speedup.dat
set terminal pngcairo size 3000,600 noenhanced
set output 'speedup.png'
set title "vm (NVIDIA H100 80GB HBM3): speedup over always OpenMP, leave-one-program-out (70 programs)"
set datafile separator '\t'
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.9 border -1
set boxwidth 0.9
set xtics rotate by -40 scale 0 nomirror
set ytics nomirror
set grid ytics
set key above horizontal
set ylabel 'speedup over always OpenMP (CPU)'
set logscale y
plot 'speedup.dat' using 2:xtic(1) title 'predicted', \
     '' using 3 title 'oracle', \
     '' using 4 title 'always CPU (OpenMP)', \
     '' using 5 title 'always GPU (OpenCL)'
