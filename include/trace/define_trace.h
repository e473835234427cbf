/* SPDX-License-Identifier: MIT */
/*
 * trace/define_trace.h - what an event header includes last, outside its
 * guard. In Linux, with CREATE_TRACE_POINTS defined, it reads the event
 * header again to create the events' code and records; no event records
 * anything here (linux/tracepoint.h), so there is nothing to create, and
 * the header's choice of file and path is forgotten for the next one.
 * No include guard: Linux's has none either.
 */
#undef TRACE_INCLUDE_FILE
#undef TRACE_INCLUDE_PATH
