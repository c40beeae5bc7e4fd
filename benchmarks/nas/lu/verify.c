/*
 * verify.c - LU verification (lu.md section 8): recognise the class from
 * the grid size and iteration count, check dt, and compare the residual
 * norms, the solution-error norms and the surface integral with the
 * official reference values (relative tolerance 1e-8).
 */
#include <stdio.h>
#include <math.h>

void verify(const double xcr[5], const double xce[5], double xci,
            int nx0, int ny0, int nz0, int itmax, double dt,
            char *class_letter, int *verified);

void verify(const double xcr[5], const double xce[5], double xci,
            int nx0, int ny0, int nz0, int itmax, double dt,
            char *class_letter, int *verified)
{
    double xcrref[5], xceref[5], xciref = 1.0, dtref = 0.0;
    double xcrdif[5], xcedif[5], xcidif;
    double epsilon = 1.0e-08;
    int m;
    char cls = 'U';

    for (m = 0; m < 5; m++) {
        xcrref[m] = 1.0;
        xceref[m] = 1.0;
    }

    if (nx0 == 12 && ny0 == 12 && nz0 == 12 && itmax == 50) {
        cls = 'S';
        dtref = 5.0e-1;
        xcrref[0] = 1.6196343210976702e-02;
        xcrref[1] = 2.1976745164821318e-03;
        xcrref[2] = 1.5179927653399185e-03;
        xcrref[3] = 1.5029584435994323e-03;
        xcrref[4] = 3.4264073155896461e-02;
        xceref[0] = 6.4223319957960924e-04;
        xceref[1] = 8.4144342047347926e-05;
        xceref[2] = 5.8588269616485186e-05;
        xceref[3] = 5.8474222595157350e-05;
        xceref[4] = 1.3103347914111294e-03;
        xciref = 7.8418928865937083e+00;
    } else if (nx0 == 33 && ny0 == 33 && nz0 == 33 && itmax == 300) {
        cls = 'W';
        dtref = 1.5e-3;
        xcrref[0] = 0.1236511638192e+02;
        xcrref[1] = 0.1317228477799e+01;
        xcrref[2] = 0.2550120713095e+01;
        xcrref[3] = 0.2326187750252e+01;
        xcrref[4] = 0.2826799444189e+02;
        xceref[0] = 0.4867877144216e+00;
        xceref[1] = 0.5064652880982e-01;
        xceref[2] = 0.9281818101960e-01;
        xceref[3] = 0.8570126542733e-01;
        xceref[4] = 0.1084277417792e+01;
        xciref = 0.1161399311023e+02;
    } else if (nx0 == 64 && ny0 == 64 && nz0 == 64 && itmax == 250) {
        cls = 'A';
        dtref = 2.0e+0;
        xcrref[0] = 7.7902107606689367e+02;
        xcrref[1] = 6.3402765259692870e+01;
        xcrref[2] = 1.9499249727292479e+02;
        xcrref[3] = 1.7845301160418537e+02;
        xcrref[4] = 1.8384760349464247e+03;
        xceref[0] = 2.9964085685471943e+01;
        xceref[1] = 2.8194576365003349e+00;
        xceref[2] = 7.3473412698774742e+00;
        xceref[3] = 6.7139225687777051e+00;
        xceref[4] = 7.0715315688392578e+01;
        xciref = 2.6030925604886277e+01;
    } else if (nx0 == 102 && ny0 == 102 && nz0 == 102 && itmax == 250) {
        cls = 'B';
        dtref = 2.0e+0;
        xcrref[0] = 3.5532672969982736e+03;
        xcrref[1] = 2.6214750795310692e+02;
        xcrref[2] = 8.8333721850952190e+02;
        xcrref[3] = 7.7812774739425265e+02;
        xcrref[4] = 7.3087969592545314e+03;
        xceref[0] = 1.1401176380212709e+02;
        xceref[1] = 8.1098963655421574e+00;
        xceref[2] = 2.8480597317698308e+01;
        xceref[3] = 2.5905394567832939e+01;
        xceref[4] = 2.6054907504857413e+02;
        xciref = 4.7887162703308227e+01;
    } else if (nx0 == 162 && ny0 == 162 && nz0 == 162 && itmax == 250) {
        cls = 'C';
        dtref = 2.0e+0;
        xcrref[0] = 1.03766980323537846e+04;
        xcrref[1] = 8.92212458801008552e+02;
        xcrref[2] = 2.56238814582660871e+03;
        xcrref[3] = 2.19194343857831427e+03;
        xcrref[4] = 1.78078057261061185e+04;
        xceref[0] = 2.15986399716949279e+02;
        xceref[1] = 1.55789559239863600e+01;
        xceref[2] = 5.41318863077207766e+01;
        xceref[3] = 4.82262643154045421e+01;
        xceref[4] = 4.55902910043250358e+02;
        xciref = 6.66404553572181300e+01;
    }

    *verified = (cls != 'U');

    for (m = 0; m < 5; m++) {
        xcrdif[m] = fabs((xcr[m] - xcrref[m]) / xcrref[m]);
        xcedif[m] = fabs((xce[m] - xceref[m]) / xceref[m]);
    }
    xcidif = fabs((xci - xciref) / xciref);

    if (cls != 'U') {
        printf("\n Verification being performed for class %1c\n", cls);
        printf(" Accuracy setting for epsilon = %20.13e\n", epsilon);
        if (fabs(dt - dtref) > epsilon) {
            *verified = 0;
            cls = 'U';
            printf(" DT does not match the reference value of %15.8e\n",
                   dtref);
        }
    } else {
        printf(" Unknown class\n");
    }

    if (cls != 'U')
        printf(" Comparison of RMS-norms of residual\n");
    else
        printf(" RMS-norms of residual\n");
    for (m = 0; m < 5; m++) {
        if (cls == 'U') {
            printf("          %2d  %20.13e\n", m, xcr[m]);
        } else if (xcrdif[m] > epsilon || xcrdif[m] != xcrdif[m]) {
            *verified = 0;
            printf(" FAILURE: %2d  %20.13e%20.13e%20.13e\n",
                   m, xcr[m], xcrref[m], xcrdif[m]);
        } else {
            printf("          %2d  %20.13e%20.13e%20.13e\n",
                   m, xcr[m], xcrref[m], xcrdif[m]);
        }
    }

    if (cls != 'U')
        printf(" Comparison of RMS-norms of solution error\n");
    else
        printf(" RMS-norms of solution error\n");
    for (m = 0; m < 5; m++) {
        if (cls == 'U') {
            printf("          %2d  %20.13e\n", m, xce[m]);
        } else if (xcedif[m] > epsilon || xcedif[m] != xcedif[m]) {
            *verified = 0;
            printf(" FAILURE: %2d  %20.13e%20.13e%20.13e\n",
                   m, xce[m], xceref[m], xcedif[m]);
        } else {
            printf("          %2d  %20.13e%20.13e%20.13e\n",
                   m, xce[m], xceref[m], xcedif[m]);
        }
    }

    if (cls != 'U')
        printf(" Comparison of surface integral\n");
    else
        printf(" Surface integral\n");
    if (cls == 'U') {
        printf("              %20.13e\n", xci);
    } else if (xcidif > epsilon || xcidif != xcidif) {
        *verified = 0;
        printf(" FAILURE:     %20.13e%20.13e%20.13e\n",
               xci, xciref, xcidif);
    } else {
        printf("              %20.13e%20.13e%20.13e\n",
               xci, xciref, xcidif);
    }

    if (cls == 'U') {
        printf(" No reference values provided\n");
        printf(" No verification performed\n");
    } else if (*verified) {
        printf(" Verification Successful\n");
    } else {
        printf(" Verification failed\n");
    }

    *class_letter = cls;
}
