// SPDX-License-Identifier: MIT
/*
 * test_tracepoint.c - trace events as a driver's own event header declares
 * them (TRACE_EVENT(), DECLARE_EVENT_CLASS() with DEFINE_EVENT(), the
 * header read again through trace/define_trace.h with
 * CREATE_TRACE_POINTS): each trace_<event>() takes the event's arguments
 * and does nothing, nothing is ever enabled or registered.
 */
#pragma GCC diagnostic error "-Wimplicit-function-declaration"

#define CREATE_TRACE_POINTS

/* An event header, written as Linux's include/trace/events/ ones are. */
#if !defined(_TRACE_TEST_EVENTS_H) || defined(TRACE_HEADER_MULTI_READ)
#define _TRACE_TEST_EVENTS_H

#include <linux/tracepoint.h>

#undef TRACE_SYSTEM
#define TRACE_SYSTEM test_events

struct widget {
	int id;
};

TRACE_EVENT(widget_poke, TP_PROTO(const struct widget *w, int how),
	    TP_ARGS(w, how),
	    TP_STRUCT__entry(__field(int, id) __field(int, how)),
	    TP_fast_assign(__entry->id = w->id; __entry->how = how;),
	    TP_printk("widget %d poked %d", __entry->id, __entry->how));

DECLARE_EVENT_CLASS(widget_state, TP_PROTO(const struct widget *w), TP_ARGS(w),
		    TP_STRUCT__entry(__field(int, id)),
		    TP_fast_assign(__entry->id = w->id;),
		    TP_printk("widget %d", __entry->id));

DEFINE_EVENT(widget_state, widget_on, TP_PROTO(const struct widget *w),
	     TP_ARGS(w));

TRACE_DEFINE_ENUM(1);

#endif /* _TRACE_TEST_EVENTS_H */

#include <trace/define_trace.h>

#include "testutil.h"

static int evaluated;

static const struct widget *counted(const struct widget *w)
{
	evaluated++;
	return w;
}

static void test_events_do_nothing(void **state)
{
	struct widget w = { .id = 3 };

	(void)state;
	trace_widget_poke(&w, 1);
	/* Arguments are evaluated, as a call's are. */
	trace_widget_on(counted(&w));
	assert_int_equal(evaluated, 1);
	assert_false(trace_widget_poke_enabled());
	assert_false(trace_widget_on_enabled());
	assert_int_equal(register_trace_widget_poke(NULL, NULL), -ENOSYS);
	assert_int_equal(unregister_trace_widget_on(NULL, NULL), -ENOSYS);
	assert_int_equal(w.id, 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_events_do_nothing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
