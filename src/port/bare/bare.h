/* SPDX-License-Identifier: MIT */
/*
 * bare.h - private declarations shared by the bare port's files.
 */
#ifndef _PLATDEV_PORT_BARE_H
#define _PLATDEV_PORT_BARE_H

/*
 * The application's critical section (platdev_bare_set_critical()), or
 * nothing. Nests: each exit restores what its enter returned.
 */
unsigned long platdev_bare_critical_enter(void);
void platdev_bare_critical_exit(unsigned long state);

#endif /* _PLATDEV_PORT_BARE_H */
