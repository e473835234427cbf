/* SPDX-License-Identifier: MIT */
/*
 * platdev/port.h - the only door from the library to the operating system.
 *
 * The core allocates, locks and writes log lines through these functions and
 * nothing else. src/port/posix implements them with malloc and pthreads;
 * src/port/bare for a system with no OS. A port implements every function
 * declared under "implemented by each port".
 *
 * Locking: the core has one lock (the "core lock") protecting every bus,
 * device and driver list and index. It is never held while a driver's
 * probe/remove/shutdown or a release function runs. Waiters for a device
 * whose binding is in progress sleep on the core condition, which the core
 * wakes whenever a binding finishes.
 */
#ifndef _PLATDEV_PORT_H
#define _PLATDEV_PORT_H

#include <stddef.h>

#include <linux/types.h>

/* --- implemented by each port ------------------------------------------- */

/**
 * platdev_port_alloc() - allocate @size bytes, zero-filled
 * Return: the memory, or NULL when none is left (or a test made it fail).
 */
void *platdev_port_alloc(size_t size);

/** platdev_port_free() - free what platdev_port_alloc() returned; NULL is a no-op */
void platdev_port_free(void *ptr);

/** platdev_port_core_lock() - take the core lock (not recursive) */
void platdev_port_core_lock(void);

/** platdev_port_core_unlock() - release the core lock */
void platdev_port_core_unlock(void);

/**
 * platdev_port_core_wait() - atomically release the core lock, sleep until
 * platdev_port_core_wake_all() is called, and take the lock again
 *
 * Spurious wake-ups are allowed; callers re-check their condition.
 */
void platdev_port_core_wait(void);

/** platdev_port_core_wake_all() - wake every platdev_port_core_wait() caller */
void platdev_port_core_wake_all(void);

/**
 * platdev_port_log_write() - the default log hook
 * @level: an enum platdev_log_level value
 * @line: one line, without trailing newline
 */
void platdev_port_log_write(int level, const char *line);

/**
 * platdev_port_panic() - end the program after a panic (the default panic
 * hook, see platdev/panic.h)
 * @msg: the panic's message, already logged
 *
 * POSIX writes "platdev: panic: @msg" to stderr and calls abort(), so a
 * debugger or a core dump shows the caller. The bare port stops at a trap
 * instruction, for the fault handler or the debugger to see where.
 */
void platdev_port_panic(const char *msg) __attribute__((__noreturn__));

/**
 * platdev_port_thread_start() - run @fn(@arg) on a new detached thread
 *
 * Used for the IRQ worker that runs threaded interrupt handlers.
 *
 * Return: 0, -ENOSYS on a port without threads (the core then runs the
 * work inline), or another negative errno.
 */
int platdev_port_thread_start(void (*fn)(void *arg), void *arg);

/**
 * platdev_port_thread_exit() - end the calling thread, one that
 * platdev_port_thread_start() started (kthread_exit())
 *
 * POSIX calls pthread_exit(). The bare port, which starts no threads,
 * never gets here: it stops at a trap instruction.
 */
void platdev_port_thread_exit(void) __attribute__((__noreturn__));

/**
 * platdev_port_thread_slot() - a pointer-sized slot private to the calling
 * thread, NULL when the thread starts
 *
 * The core keeps in it which probe and remove callbacks the thread is
 * running, to refuse a call that would wait for the thread itself (a
 * driver unregistering itself from its own probe). A port without threads
 * has one slot.
 *
 * Return: the slot's address, valid for the thread's life.
 */
void **platdev_port_thread_slot(void);

/**
 * platdev_port_now_ns() - a monotonic clock, in nanoseconds
 *
 * For probe timelines and dependency timeouts. The bare port counts what
 * the application's hook returns (platdev_bare_set_clock()), else 0, which
 * makes every timeout infinite.
 *
 * Return: nanoseconds since an arbitrary start.
 */
u64 platdev_port_now_ns(void);

/**
 * platdev_port_sleep_ns() - wait at least @ns nanoseconds of
 * platdev_port_now_ns() time, giving the CPU away where the system can
 *
 * POSIX sleeps on CLOCK_MONOTONIC and restarts after a signal. The bare
 * port has no other thread to run, so it busy-waits on the application's
 * clock; without a clock (platdev_bare_set_clock()) it returns at once.
 */
void platdev_port_sleep_ns(u64 ns);

/**
 * platdev_port_delay_ns() - busy-wait at least @ns nanoseconds
 *
 * Spins on platdev_port_now_ns() and never sleeps (callable from an
 * interrupt handler). The bare port without a clock returns at once
 * rather than spin on a clock that never moves.
 */
void platdev_port_delay_ns(u64 ns);

/* A wait on platdev_port_wait_word() that only a wake ends. */
#define PLATDEV_PORT_WAIT_FOREVER ((u64)-1)

/**
 * platdev_port_wait_word() - sleep while *@word still holds @expected
 * @word: a 32-bit word that other threads change, then pass to
 *        platdev_port_wake_word()
 * @expected: the value the caller saw; the wait does not start when *@word
 *            differs from it (read atomically, with acquire ordering)
 * @timeout_ns: the longest wait on the port's clock, or
 *              PLATDEV_PORT_WAIT_FOREVER
 *
 * The sleeping primitive under mutexes, completions, work queues and timers
 * (src/kernel). A change of *@word followed by platdev_port_wake_word()
 * is never missed; a return does not promise that *@word changed
 * (spurious wake-ups), so callers re-check in a loop.
 *
 * POSIX sleeps on a condition variable. The bare port has no other thread
 * that could change the word, only interrupt handlers: with a finite
 * timeout and a clock (platdev_bare_set_clock()) it spins until the word
 * changes or the time is up; a wait it cannot bound is refused.
 *
 * Return: 0 when woken or *@word differs, -ETIMEDOUT when @timeout_ns
 * passed, -EDEADLK when the port cannot wait (the bare port, for an
 * unbounded wait: nothing but the caller could end it).
 */
int platdev_port_wait_word(u32 *word, u32 expected, u64 timeout_ns);

/**
 * platdev_port_wake_word() - wake every platdev_port_wait_word() on @word
 *
 * Call it after changing *@word (with release ordering).
 */
void platdev_port_wake_word(u32 *word);

/**
 * platdev_port_irq_save() - keep interrupt handlers out, for a spinlock
 *
 * The bare port enters the application's critical section
 * (platdev_bare_set_critical()); POSIX has no interrupts to mask and
 * marks the thread as masked (platdev_port_irqs_masked()). Sections nest.
 *
 * Return: what platdev_port_irq_restore() needs.
 */
unsigned long platdev_port_irq_save(void);

/** platdev_port_irq_restore() - undo the platdev_port_irq_save() that returned @flags */
void platdev_port_irq_restore(unsigned long flags);

/**
 * platdev_port_irqs_masked() - whether the calling thread is inside a
 * platdev_port_irq_save() section
 *
 * POSIX keeps it per thread, so that an interrupt a simulated device
 * raises while its driver holds a spinlock is delivered once the lock is
 * let go, as on hardware (a handler taking that lock would otherwise wait
 * for itself). The bare port's interrupts are the hardware's: false.
 */
bool platdev_port_irqs_masked(void);

/**
 * platdev_port_reserve() - reserve @size bytes of address space that faults
 * on any access (for the simulated I/O range)
 * Return: its start, or NULL when the port cannot (no MMU, no memory).
 */
void *platdev_port_reserve(size_t size);

/**
 * platdev_port_fault_trap() - turn a crash on a register address into one
 * clear line on a hosted system
 * @describe: called in the signal handler with the faulting address;
 *            returns a static text saying why the address is a register
 *            access (printed after "platdev: register access at 0x..."),
 *            or NULL when it is not one (the program then dies of the
 *            signal as it would have). Must be async-signal-safe.
 *
 * For SIGSEGV and SIGBUS. The handler writes one line with write(2) and
 * leaves with _exit(128 + signal). It is installed only where the signal
 * still has its default action, so it never replaces the handler of the
 * program, a sanitizer or a test framework.
 *
 * Return: 0 (installed now or before), -EBUSY when a handler was there
 * already, -ENOSYS on a port without signals.
 */
int platdev_port_fault_trap(const char *(*describe)(uintptr_t addr));

struct task_struct;

/**
 * platdev_port_thread_task() - the calling thread's own struct task_struct
 * (linux/sched.h), zero-filled when the thread starts
 *
 * What Linux's `current` is built on (src/kernel/sched.c fills it in on
 * first use). POSIX keeps one per thread, valid until the thread ends; a
 * port without threads has one.
 *
 * Return: the task, never NULL.
 */
struct task_struct *platdev_port_thread_task(void);

/**
 * platdev_port_entropy() - fill @buf with @len bytes of the system's
 * random numbers, the source under linux/random.h
 *
 * POSIX reads getrandom(2). The bare port calls the application's hook
 * (platdev_bare_set_entropy()), a hardware generator for instance.
 *
 * Return: 0, or -ENOSYS when the port has no source (the bare port without
 * a hook; get_random_bytes() then runs on a generator seeded from the clock
 * and add_device_randomness(), which is not secure), or another negative
 * errno.
 */
int platdev_port_entropy(void *buf, size_t len);

/**
 * platdev_port_firmware_read() - read the firmware file @name, the source
 * under linux/firmware.h
 * @name: the name a driver asks for, as "vendor/chip.bin"
 * @data: set to the contents, allocated with platdev_port_alloc() (the
 *        caller frees them with platdev_port_free())
 * @size: set to their length
 *
 * POSIX looks in each folder of the search path in turn (the environment
 * variable PLATDEV_FIRMWARE_PATH, folders separated by ':', else
 * /lib/firmware); names with a ".." component are refused. The bare port
 * has no files.
 *
 * Return: 0, -ENOENT when no folder holds @name (always on the bare port),
 * -EINVAL for a name that leaves the folder, -ENOMEM, or another negative
 * errno from reading.
 */
int platdev_port_firmware_read(const char *name, void **data, size_t *size);

/* --- allocation accounting and fault injection (every port) -------------- */

/**
 * struct platdev_alloc_stats - what the port allocator has done so far
 * @allocs: successful allocations since start (or the last reset)
 * @frees: frees of non-NULL pointers
 * @live: allocations not freed yet
 * @failed: allocations refused, injected or real
 */
struct platdev_alloc_stats {
	unsigned long allocs;
	unsigned long frees;
	unsigned long live;
	unsigned long failed;
};

/** platdev_port_alloc_stats() - read the allocator's counters */
void platdev_port_alloc_stats(struct platdev_alloc_stats *stats);

/**
 * platdev_port_fail_alloc_after() - inject an allocation failure
 * @n: let @n more allocations succeed, then fail the next one; a negative
 *     value turns injection off
 * @sticky: 0 to fail only that one allocation, 1 to fail every one after it
 */
void platdev_port_fail_alloc_after(long n, int sticky);

#endif /* _PLATDEV_PORT_H */
