/* Fake corpus program for the CLI test (see fake_program.h). */
#include "fake_program.h"

int main(int argc, char **argv) { return fake_main(argc, argv, 30.0, 0); }
