/* A library the translator never sees (main.c's `plain=` header): it keeps
 * the pointer it is given and writes through it later. */
static double *kept;

void keeper_keep(double *p) { kept = p; }
void keeper_touch(void) { kept[0] += 100.0; }
