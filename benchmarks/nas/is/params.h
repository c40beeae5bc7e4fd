/* IS class parameters (is.md section 2). */
#ifndef IS_PARAMS_H
#define IS_PARAMS_H

#if defined(CLASS_S)
#define CLASS 'S'
#define TOTAL_KEYS_LOG_2 16
#define MAX_KEY_LOG_2 11
#define NUM_BUCKETS_LOG_2 9
#elif defined(CLASS_W)
#define CLASS 'W'
#define TOTAL_KEYS_LOG_2 20
#define MAX_KEY_LOG_2 16
#define NUM_BUCKETS_LOG_2 10
#elif defined(CLASS_A)
#define CLASS 'A'
#define TOTAL_KEYS_LOG_2 23
#define MAX_KEY_LOG_2 19
#define NUM_BUCKETS_LOG_2 10
#elif defined(CLASS_B)
#define CLASS 'B'
#define TOTAL_KEYS_LOG_2 25
#define MAX_KEY_LOG_2 21
#define NUM_BUCKETS_LOG_2 10
#elif defined(CLASS_C)
#define CLASS 'C'
#define TOTAL_KEYS_LOG_2 27
#define MAX_KEY_LOG_2 23
#define NUM_BUCKETS_LOG_2 10
#else
#error "define one of CLASS_S, CLASS_W, CLASS_A, CLASS_B, CLASS_C"
#endif

#define TOTAL_KEYS (1 << TOTAL_KEYS_LOG_2)
#define MAX_KEY (1 << MAX_KEY_LOG_2)
#define NUM_BUCKETS (1 << NUM_BUCKETS_LOG_2)
#define NUM_KEYS TOTAL_KEYS
#define MAX_ITERATIONS 10
#define TEST_ARRAY_SIZE 5

#endif
