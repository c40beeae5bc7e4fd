/* Shared declarations, in the style of the NAS header.h. */
#ifndef HEADER_H
#define HEADER_H

#define NX 12
#define NY 10
#define NZ 8
#define NSTEPS 4

extern double u[NZ][NY][NX][5];
extern double rhs[NZ][NY][NX][5];
extern double forcing[NZ][NY][NX][5];
extern double dt;
extern double rms[5];
extern double total_mass;

void exact_rhs(void);
void compute_rhs(void);
void update(void);
void error_norm(void);
void initialize(void);

#endif
