// renameat2(2) for Swift: Glibc declares it only under _GNU_SOURCE, which Swift's Glibc module
// is not built with, so the overlay has neither the function nor RENAME_EXCHANGE.
#ifndef CRENAME_EXCHANGE_H
#define CRENAME_EXCHANGE_H

/// Swaps two paths in one atomic step (RENAME_EXCHANGE). Returns 0, or -1 with errno set
/// (EINVAL where the file system cannot exchange, ENOSYS on kernels before 3.15).
int sitegen_rename_exchange(const char *from, const char *to);

/// Renames `from` to `to` unless `to` exists (RENAME_NOREPLACE). Returns 0, or -1 with errno.
int sitegen_rename_noreplace(const char *from, const char *to);

#endif
