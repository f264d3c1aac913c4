#ifndef C_MALLOC_STATS_H
#define C_MALLOC_STATS_H

#include <stddef.h>

/// Bytes currently allocated through malloc, as the allocator counts them (glibc's mallinfo2:
/// small blocks in use plus mmapped blocks; malloc zone statistics on Apple platforms).
size_t benchmark_allocated_bytes(void);

#endif
