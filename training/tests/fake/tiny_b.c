/* Fake corpus program for the CLI test (see fake_program.h); its features
 * line has another key order and extra keys. */
#include "fake_program.h"

int main(int argc, char **argv) { return fake_main(argc, argv, 25.0, 1); }
