/* SPDX-License-Identifier: MIT */
/*
 * linux/mailbox_client.h - a mailbox channel's client (Linux 6.12's
 * drivers/mailbox/mailbox.c): channels from the node's "mboxes" and
 * "mbox-names", messages queued (up to MBOX_TX_QUEUE_LEN) and sent one at
 * a time, each finished by the controller's interrupt
 * (mbox_chan_txdone()), the core's polling of last_tx_done (an hrtimer,
 * every txpoll_period ms) or the client's own ack (mbox_client_txdone()).
 * Not here: mbox_bind_client() for channels without a node, ACPI.
 */
#ifndef _PLATDEV_LINUX_MAILBOX_CLIENT_H
#define _PLATDEV_LINUX_MAILBOX_CLIENT_H

#include <linux/device.h>
#include <linux/of.h>

struct mbox_chan;

/**
 * struct mbox_client - a user of a mailbox channel
 * @dev: the client's device (its node has the "mboxes")
 * @tx_block: mbox_send_message() waits until the message is sent
 * @tx_tout: at most this many ms (0: for ever)
 * @knows_txdone: the client acks (mbox_client_txdone()) where the
 *	controller would be polled
 * @rx_callback: a received message (atomic context)
 * @tx_prepare: before a message goes to the controller
 * @tx_done: a message went, with its result
 */
struct mbox_client {
	struct device *dev;
	bool tx_block;
	unsigned long tx_tout;
	bool knows_txdone;
	void (*rx_callback)(struct mbox_client *cl, void *mssg);
	void (*tx_prepare)(struct mbox_client *cl, void *mssg);
	void (*tx_done)(struct mbox_client *cl, void *mssg, int r);
};

/**
 * mbox_request_channel() - entry @index of @cl->dev's "mboxes", bound to
 * @cl and started
 * Return: the channel; ERR_PTR(-ENODEV) without a node or such an entry;
 * ERR_PTR(-EPROBE_DEFER) while its controller is not registered; -EBUSY
 * while another client holds it; the controller's xlate or startup error.
 */
struct mbox_chan *mbox_request_channel(struct mbox_client *cl, int index);

/**
 * mbox_request_channel_byname() - mbox_request_channel() of the entry
 * "mbox-names" calls @name
 * Return: as mbox_request_channel(); ERR_PTR(-EINVAL) for no such name.
 */
struct mbox_chan *mbox_request_channel_byname(struct mbox_client *cl,
					      const char *name);

/**
 * mbox_send_message() - queue @mssg and send it when the channel is free
 * Return: the message's place in the queue (>= 0), -ENOBUFS when the
 * queue is full, -EINVAL without a client; with tx_block, -ETIME when it
 * was not sent within tx_tout, or the send's result.
 */
int mbox_send_message(struct mbox_chan *chan, void *mssg);

/**
 * mbox_flush() - have the controller send what is pending within
 * @timeout ms
 * Return: 0, -ENOTSUPP without ops->flush, or its error.
 */
int mbox_flush(struct mbox_chan *chan, unsigned long timeout);

/**
 * mbox_client_txdone() - the client says the active message went (only
 * for channels whose client acks)
 */
void mbox_client_txdone(struct mbox_chan *chan, int r);

/** mbox_client_peek_data() - ops->peek_data: whether data is waiting */
bool mbox_client_peek_data(struct mbox_chan *chan);

/** mbox_free_channel() - shut the channel down and release it */
void mbox_free_channel(struct mbox_chan *chan);

#endif /* _PLATDEV_LINUX_MAILBOX_CLIENT_H */
