/* A timer-like library (the harness compiles it with gcc: main.c's
 * `plain=` header): it counts calls and touches none of main.c's memory. */
static int count;

void tick(int phase)
{
    count += phase >= 0;
}

int ticks(void)
{
    return count;
}
