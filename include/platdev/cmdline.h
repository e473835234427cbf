/* SPDX-License-Identifier: MIT */
/*
 * platdev/cmdline.h - giving the library a kernel command line.
 *
 * Linux drivers read boot options through __setup() and early_param()
 * (linux/init.h); on Linux the boot loader gives the command line. Here the
 * program gives it, once it knows it (from its own argv, a config file or a
 * constant), and the recorded functions run then.
 */
#ifndef _PLATDEV_CMDLINE_H
#define _PLATDEV_CMDLINE_H

/**
 * platdev_set_command_line() - set the kernel command line and run the
 * boot options' functions
 * @line: parameters separated by white space ("name", "name=value",
 *        quotes as Linux's next_arg())
 *
 * Copies @line into boot_command_line (saved_command_line points to it),
 * then, as Linux's start_kernel(): runs for each parameter the
 * early_param() functions of that exact name (and those of "earlycon" for
 * "console"), logging an error for one that fails; then, for each
 * parameter, the __setup() functions whose name is a prefix of it, in link
 * order, until one returns non-zero (handled). Each call is a fresh boot:
 * the functions run again. Module parameters ("mod.param=") are not parsed.
 *
 * Return: 0, or -E2BIG when @line does not fit in COMMAND_LINE_SIZE (then
 * nothing runs and the previous line stays), -EINVAL for NULL.
 */
int platdev_set_command_line(const char *line);

#endif /* _PLATDEV_CMDLINE_H */
