// SPDX-License-Identifier: MIT
/*
 * events_doc.c - print docs/tiny-events.md, the table of the tiny
 * profile's event codes, from the one list in platdev/event.h. The test
 * tiny_events_doc fails when the checked-in table differs from this
 * program's output; regenerate it with
 *
 *	build/tests/tiny_events_doc > docs/tiny-events.md
 */
#include <stdio.h>

#include <platdev/event.h>

static const char *const level_names[] = {
	"emerg", "alert", "crit", "err", "warning", "notice", "info", "debug",
};

int main(void)
{
	printf("# Tiny profile: event codes\n\n");
	printf("The tiny core (`PLATDEV_PROFILE=tiny`, [tiny.md](tiny.md)) logs no text: its event hook\n");
	printf("(`platdev_set_event_hook()`, `include/platdev/event.h`) receives a code, a level, the\n");
	printf("device concerned and one argument. This table is generated from `PLATDEV_EVENTS()` by\n");
	printf("`tests/tiny/events_doc.c`; a host program decodes a code with `platdev_event_describe()`.\n\n");
	printf("| code | name | level | meaning |\n");
	printf("|---:|---|---|---|\n");
#define ROW(name, level, doc)                                             \
	printf("| %d | `PLATDEV_EV_%s` | %s | %s |\n", PLATDEV_EV_##name, \
	       #name, level_names[level], doc);
	PLATDEV_EVENTS(ROW)
#undef ROW
	return 0;
}
