/* SPDX-License-Identifier: MIT */
/*
 * linux/mailbox_controller.h - a mailbox controller (Linux 6.12's
 * drivers/mailbox/mailbox.c): see linux/mailbox_client.h. Not here: the
 * fwnode translation (fw_xlate) for nodes other than the device tree's.
 */
#ifndef _PLATDEV_LINUX_MAILBOX_CONTROLLER_H
#define _PLATDEV_LINUX_MAILBOX_CONTROLLER_H

#include <linux/completion.h>
#include <linux/device.h>
#include <linux/hrtimer.h>
#include <linux/of.h>
#include <linux/spinlock.h>
#include <linux/types.h>

struct mbox_chan;

/* No message is active on the channel (a NULL message is one). */
#define MBOX_NO_MSG ((void *)-1)

/**
 * struct mbox_chan_ops - a controller's callbacks
 * @send_data: start sending @data (atomic); -EBUSY keeps it queued
 * @flush: send what is pending within a timeout
 * @startup: a client binds
 * @shutdown: its client leaves
 * @last_tx_done: (polled controllers) whether the last message went
 * @peek_data: whether data is waiting
 */
struct mbox_chan_ops {
	int (*send_data)(struct mbox_chan *chan, void *data);
	int (*flush)(struct mbox_chan *chan, unsigned long timeout);
	int (*startup)(struct mbox_chan *chan);
	void (*shutdown)(struct mbox_chan *chan);
	bool (*last_tx_done)(struct mbox_chan *chan);
	bool (*peek_data)(struct mbox_chan *chan);
};

/**
 * struct mbox_controller - a mailbox controller
 * @dev: its device (its node is what "mboxes" name)
 * @ops: its callbacks
 * @chans: its channels
 * @num_chans: how many
 * @txdone_irq: it calls mbox_chan_txdone()
 * @txdone_poll: the core polls @ops->last_tx_done
 * @txpoll_period: every so many ms
 * @of_xlate: specifier to channel (NULL: the first cell is the index)
 * @poll_hrt: the core's polling timer
 * @poll_hrt_lock: guards arming it
 * @node: in the core's list
 */
struct mbox_controller {
	struct device *dev;
	const struct mbox_chan_ops *ops;
	struct mbox_chan *chans;
	int num_chans;
	bool txdone_irq;
	bool txdone_poll;
	unsigned txpoll_period;
	struct mbox_chan *(*of_xlate)(struct mbox_controller *mbox,
				      const struct of_phandle_args *sp);
	struct hrtimer poll_hrt;
	spinlock_t poll_hrt_lock;
	struct list_head node;
};

/* How many messages a channel queues. */
#define MBOX_TX_QUEUE_LEN 20

/**
 * struct mbox_chan - a channel
 * @mbox: its controller
 * @txdone_method: TXDONE_BY_IRQ, _POLL or _ACK (the core's)
 * @cl: its client, or NULL
 * @tx_complete: a blocking send waits on it
 * @tx_status: the last send's result
 * @active_req: the message being sent, or MBOX_NO_MSG
 * @msg_count: messages queued
 * @msg_free: the next free slot
 * @msg_data: the queue
 * @lock: guards the queue
 * @con_priv: the controller's
 */
struct mbox_chan {
	struct mbox_controller *mbox;
	unsigned txdone_method;
	struct mbox_client *cl;
	struct completion tx_complete;
	int tx_status;
	void *active_req;
	unsigned msg_count, msg_free;
	void *msg_data[MBOX_TX_QUEUE_LEN];
	spinlock_t lock;
	void *con_priv;
};

/**
 * mbox_controller_register() - make @mbox's channels available
 * Return: 0; -EINVAL without dev, ops or channels, or for a polled
 * controller without last_tx_done.
 */
int mbox_controller_register(struct mbox_controller *mbox);

/** mbox_controller_unregister() - free its channels and withdraw it */
void mbox_controller_unregister(struct mbox_controller *mbox);

/** mbox_chan_received_data() - hand @data to the client (atomic) */
void mbox_chan_received_data(struct mbox_chan *chan, void *data);

/**
 * mbox_chan_txdone() - the controller's interrupt says the active message
 * went with result @r (only for txdone_irq controllers)
 */
void mbox_chan_txdone(struct mbox_chan *chan, int r);

/** devm_mbox_controller_register() - unregistered when @dev unbinds */
int devm_mbox_controller_register(struct device *dev,
				  struct mbox_controller *mbox);

/** devm_mbox_controller_unregister() - unregister it now */
void devm_mbox_controller_unregister(struct device *dev,
				     struct mbox_controller *mbox);

#endif /* _PLATDEV_LINUX_MAILBOX_CONTROLLER_H */
