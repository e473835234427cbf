// SPDX-License-Identifier: MIT
/*
 * test_mailbox.c - the mailbox framework (linux/mailbox_client.h,
 * linux/mailbox_controller.h): channels by index and name, deferral until
 * the controller registers, one client per channel, the queue and its
 * limit, a send finished by the client's ack, by the controller's
 * interrupt or by polling, a blocking send that times out, received data,
 * registration errors and an allocation failure.
 */
#include <linux/mailbox_client.h>
#include <linux/mailbox_controller.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

/* ---- the controller: how it says a send is done is the test's choice ---- */

static struct mbox_chan chans[3];
static struct mbox_controller mbc;
static int sends, startups, shutdowns, last_sent;
static bool done_flag, irq_mode, poll_mode;

static int t_send(struct mbox_chan *chan, void *data)
{
	(void)chan;
	sends++;
	last_sent = (int)(long)data;
	return 0;
}

static int t_startup(struct mbox_chan *chan)
{
	(void)chan;
	startups++;
	return 0;
}

static void t_shutdown(struct mbox_chan *chan)
{
	(void)chan;
	shutdowns++;
}

static bool t_last_tx_done(struct mbox_chan *chan)
{
	(void)chan;
	return __atomic_load_n(&done_flag, __ATOMIC_ACQUIRE);
}

static const struct mbox_chan_ops t_ops = {
	.send_data = t_send,
	.startup = t_startup,
	.shutdown = t_shutdown,
	.last_tx_done = t_last_tx_done,
};

static int mbc_probe(struct platform_device *pdev)
{
	memset(&mbc, 0, sizeof(mbc));
	memset(chans, 0, sizeof(chans));
	mbc.dev = &pdev->dev;
	mbc.ops = &t_ops;
	mbc.chans = chans;
	mbc.num_chans = 3;
	mbc.txdone_irq = irq_mode;
	mbc.txdone_poll = poll_mode;
	mbc.txpoll_period = 1;
	return devm_mbox_controller_register(&pdev->dev, &mbc);
}

static const struct of_device_id mbc_ids[] = { { .compatible = "test,mbox" },
					       {} };

static struct platform_driver mbc_driver = {
	.probe = mbc_probe,
	.driver = { .name = "test-mbox", .of_match_table = mbc_ids },
};

/* ---- the client ---- */

static struct mbox_client cl;
static int tx_dones, last_done, last_result, rxs;
static void *last_rx;

static void on_tx_done(struct mbox_client *c, void *mssg, int r)
{
	(void)c;
	__atomic_add_fetch(&tx_dones, 1, __ATOMIC_RELEASE);
	last_done = (int)(long)mssg;
	last_result = r;
}

static void on_rx(struct mbox_client *c, void *mssg)
{
	(void)c;
	rxs++;
	last_rx = mssg;
}

/* ---- fixtures ---- */

static unsigned long allocs_loaded;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/mailbox.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int before(void **state)
{
	(void)state;
	sends = startups = shutdowns = tx_dones = rxs = 0;
	done_flag = irq_mode = poll_mode = false;
	memset(&cl, 0, sizeof(cl));
	cl.tx_done = on_tx_done;
	cl.rx_callback = on_rx;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	cl.dev = test_device_of("/client@2000");
	return 0;
}

static int after(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&mbc_driver);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

/* ---- tests ---- */

/* Deferral, names, one client per channel, the bad entries. */
static void test_request(void **state)
{
	struct mbox_chan *chan;

	(void)state;
	assert_true(PTR_ERR(mbox_request_channel(&cl, 0)) == -EPROBE_DEFER);
	assert_int_equal(platform_driver_register(&mbc_driver), 0);
	chan = mbox_request_channel_byname(&cl, "rx");
	assert_ptr_equal(chan, &chans[1]);
	assert_int_equal(startups, 1);
	assert_true(PTR_ERR(mbox_request_channel(&cl, 1)) == -EBUSY);
	assert_true(PTR_ERR(mbox_request_channel_byname(&cl, "bad")) ==
		    -EINVAL);
	assert_true(PTR_ERR(mbox_request_channel_byname(&cl, "none")) ==
		    -EINVAL);
	assert_true(PTR_ERR(mbox_request_channel(&cl, 7)) == -ENODEV);
	mbox_free_channel(chan);
	assert_int_equal(shutdowns, 1);
	mbox_free_channel(chan); /* free: no-op */
	assert_int_equal(shutdowns, 1);
	chan = mbox_request_channel(&cl, 1);
	assert_ptr_equal(chan, &chans[1]);
	/* the controller leaves: its channels are freed */
	platform_driver_unregister(&mbc_driver);
	assert_int_equal(shutdowns, 2);
	assert_null(chans[1].cl);
}

/* Acked by the client: one message at a time, queued up to 20. */
static void test_ack(void **state)
{
	struct mbox_chan *chan;
	long i;

	(void)state;
	assert_int_equal(platform_driver_register(&mbc_driver), 0);
	chan = mbox_request_channel_byname(&cl, "tx");
	assert_int_equal(mbox_send_message(chan, (void *)1L), 0);
	assert_int_equal(mbox_send_message(chan, (void *)2L), 1);
	assert_int_equal(sends, 1);
	assert_int_equal(last_sent, 1);
	/* the controller's interrupt is not how this channel finishes */
	mbox_chan_txdone(chan, 0);
	assert_int_equal(tx_dones, 0);
	mbox_client_txdone(chan, 0);
	assert_int_equal(tx_dones, 1);
	assert_int_equal(last_done, 1);
	assert_int_equal(sends, 2);
	assert_int_equal(last_sent, 2);
	mbox_client_txdone(chan, -EIO);
	assert_int_equal(last_result, -EIO);
	/* twenty queued behind an active one, then no room */
	assert_int_equal(mbox_send_message(chan, (void *)3L), 2);
	for (i = 0; i < 20; i++)
		assert_true(mbox_send_message(chan, (void *)(i + 4)) >= 0);
	assert_int_equal(mbox_send_message(chan, (void *)99L), -ENOBUFS);
	assert_int_equal(mbox_send_message(chan, MBOX_NO_MSG), -EINVAL);
	assert_int_equal(mbox_send_message(NULL, (void *)1L), -EINVAL);
	/* received data reaches the client */
	mbox_chan_received_data(chan, (void *)42L);
	assert_int_equal(rxs, 1);
	assert_ptr_equal(last_rx, (void *)42L);
	assert_false(mbox_client_peek_data(chan));
	assert_int_equal(mbox_flush(chan, 10), -ENOTSUPP);
	mbox_free_channel(chan);
}

/* Finished by the controller's interrupt; a blocking send times out. */
static void test_irq_and_timeout(void **state)
{
	struct mbox_chan *chan;

	(void)state;
	irq_mode = true;
	assert_int_equal(platform_driver_register(&mbc_driver), 0);
	chan = mbox_request_channel(&cl, 0);
	assert_int_equal(mbox_send_message(chan, (void *)5L), 0);
	mbox_client_txdone(chan, 0); /* not the client's to say */
	assert_int_equal(tx_dones, 0);
	mbox_chan_txdone(chan, 0);
	assert_int_equal(tx_dones, 1);
	assert_int_equal(last_done, 5);
	mbox_free_channel(chan);
	cl.tx_block = true;
	cl.tx_tout = 5;
	chan = mbox_request_channel(&cl, 0);
	assert_int_equal(mbox_send_message(chan, (void *)6L), -ETIME);
	assert_int_equal(last_done, 6);
	assert_int_equal(last_result, -ETIME);
	mbox_free_channel(chan);
}

/* Polled: a blocking send returns once last_tx_done says so. */
static void test_poll(void **state)
{
	struct mbox_chan *chan;

	(void)state;
	poll_mode = true;
	assert_int_equal(platform_driver_register(&mbc_driver), 0);
	cl.tx_block = true;
	cl.tx_tout = 5000;
	done_flag = true;
	chan = mbox_request_channel(&cl, 0);
	assert_int_equal(mbox_send_message(chan, (void *)7L), 0);
	assert_int_equal(__atomic_load_n(&tx_dones, __ATOMIC_ACQUIRE), 1);
	assert_int_equal(last_done, 7);
	mbox_free_channel(chan);
	/* a client that knows when it is done acks instead */
	cl.tx_block = false;
	cl.knows_txdone = true;
	chan = mbox_request_channel(&cl, 0);
	assert_int_equal(mbox_send_message(chan, (void *)8L), 0);
	mbox_client_txdone(chan, 0);
	assert_int_equal(last_done, 8);
	mbox_free_channel(chan);
}

/* Registration errors; the devm registration without memory. */
static void test_register_errors(void **state)
{
	struct mbox_controller bad = { 0 };
	struct device *dev = test_device_of("/mailbox@1000");

	(void)state;
	assert_int_equal(mbox_controller_register(NULL), -EINVAL);
	assert_int_equal(mbox_controller_register(&bad), -EINVAL);
	bad.dev = dev;
	bad.ops = &t_ops;
	assert_int_equal(mbox_controller_register(&bad), -EINVAL);
	bad.chans = chans;
	bad.num_chans = 1;
	bad.txdone_poll = true;
	bad.ops = &(const struct mbox_chan_ops){ .send_data = t_send };
	assert_int_equal(mbox_controller_register(&bad), -EINVAL);
	bad.txdone_poll = false;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_mbox_controller_register(dev, &bad), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(PTR_ERR(mbox_request_channel(&cl, 0)) == -EPROBE_DEFER);
	cl.dev = NULL;
	assert_true(PTR_ERR(mbox_request_channel(&cl, 0)) == -ENODEV);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_request, before, after),
		cmocka_unit_test_setup_teardown(test_ack, before, after),
		cmocka_unit_test_setup_teardown(test_irq_and_timeout, before,
						after),
		cmocka_unit_test_setup_teardown(test_poll, before, after),
		cmocka_unit_test_setup_teardown(test_register_errors, before,
						after),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
