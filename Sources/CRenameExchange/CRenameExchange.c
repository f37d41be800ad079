#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include "CRenameExchange.h"

int sitegen_rename_exchange(const char *from, const char *to) {
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
}

int sitegen_rename_noreplace(const char *from, const char *to) {
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
}
