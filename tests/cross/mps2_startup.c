// SPDX-License-Identifier: MIT
/*
 * mps2_startup.c - reset code for the test firmware on QEMU's mps2-an385
 * (Cortex-M3): a vector table, .bss cleared, newlib's semihosting
 * (rdimon) opened, constructors run, then main() and exit() with its
 * result, which the semihosting exit call hands to QEMU as its exit status.
 *
 * Any fault ends the run with status 2 so that a crash is a failure, never
 * a hang until the timeout.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

extern char __bss_start__[], __bss_end__[], __stack[];
extern void initialise_monitor_handles(void);
extern void __libc_init_array(void);
int main(void);
void fw_reset(void);
void fw_fault(void);
void _init(void);
void _fini(void);

/*
 * newlib's __libc_init_array() calls _init() and exit() calls _fini(),
 * which crti.o would provide; -nostartfiles leaves it out with crt0.o, and
 * everything they would run is in .init_array/.fini_array here.
 */
void _init(void)
{
}

void _fini(void)
{
}

void fw_fault(void)
{
	/* Not via stdio: the fault may have hit inside it. */
	static const char msg[] = "firmware: fault\n";
	register uintptr_t op __asm__("r0") = 0x04; /* SYS_WRITE0 */
	register uintptr_t arg __asm__("r1") = (uintptr_t)msg;

	__asm__ volatile("bkpt 0xab" : "+r"(op) : "r"(arg) : "memory");
	_Exit(2);
}

void fw_reset(void)
{
	memset(__bss_start__, 0, (size_t)(__bss_end__ - __bss_start__));
	initialise_monitor_handles();
	__libc_init_array();
	exit(main());
}

/* Initial stack pointer, reset, NMI, HardFault, MemManage, BusFault, UsageFault. */
__attribute__((section(".vectors"), used)) static void *const vectors[] = {
	__stack,	  (void *)fw_reset, (void *)fw_fault, (void *)fw_fault,
	(void *)fw_fault, (void *)fw_fault, (void *)fw_fault,
};
