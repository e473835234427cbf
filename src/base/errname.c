// SPDX-License-Identifier: MIT
/*
 * errname.c - error codes by name, for messages and the inspector: the
 * codes drivers and this library return, standard and kernel-only. The
 * table holds the macros themselves, so it is right for whatever values the
 * C library gives the standard codes.
 */
#include <linux/errname.h>
#include <linux/errno.h>
#include <linux/kernel.h>

struct errname_entry {
	int err;
	const char *name; /* with the leading '-' */
};

#define ERRNAME(e) { e, "-" #e }

static const struct errname_entry errnames[] = {
	ERRNAME(EPERM),	       ERRNAME(ENOENT),	      ERRNAME(ESRCH),
	ERRNAME(EINTR),	       ERRNAME(EIO),	      ERRNAME(ENXIO),
	ERRNAME(E2BIG),	       ERRNAME(ENOEXEC),      ERRNAME(EBADF),
	ERRNAME(EAGAIN),       ERRNAME(ENOMEM),	      ERRNAME(EACCES),
	ERRNAME(EFAULT),       ERRNAME(EBUSY),	      ERRNAME(EEXIST),
	ERRNAME(ENODEV),       ERRNAME(ENOTDIR),      ERRNAME(EISDIR),
	ERRNAME(EINVAL),       ERRNAME(ENFILE),	      ERRNAME(EMFILE),
	ERRNAME(ENOTTY),       ERRNAME(EFBIG),	      ERRNAME(ENOSPC),
	ERRNAME(ESPIPE),       ERRNAME(EROFS),	      ERRNAME(EPIPE),
	ERRNAME(EDOM),	       ERRNAME(ERANGE),	      ERRNAME(EDEADLK),
	ERRNAME(ENAMETOOLONG), ERRNAME(ENOSYS),	      ERRNAME(ENOTEMPTY),
	ERRNAME(ELOOP),	       ERRNAME(ENODATA),      ERRNAME(ETIME),
	ERRNAME(EPROTO),       ERRNAME(EBADMSG),      ERRNAME(EOVERFLOW),
	ERRNAME(EILSEQ),       ERRNAME(EOPNOTSUPP),   ERRNAME(ETIMEDOUT),
	ERRNAME(ECANCELED),    ERRNAME(EALREADY),     ERRNAME(EINPROGRESS),
	ERRNAME(ENOTCONN),     ERRNAME(ENOMSG),	      ERRNAME(EPROTONOSUPPORT),
	ERRNAME(ESHUTDOWN),    ERRNAME(ERESTARTSYS),  ERRNAME(EPROBE_DEFER),
	ERRNAME(ENOTSUPP),     ERRNAME(ENOIOCTLCMD),
};

const char *errname(int err)
{
	size_t i;

	/* Compared both ways round, so no negation can overflow. */
	for (i = 0; i < ARRAY_SIZE(errnames); i++) {
		if (-errnames[i].err == err)
			return errnames[i].name;
		if (errnames[i].err == err)
			return errnames[i].name + 1;
	}
	return NULL;
}
