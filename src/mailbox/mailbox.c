// SPDX-License-Identifier: MIT
/*
 * mailbox.c - the mailbox framework (linux/mailbox_client.h,
 * linux/mailbox_controller.h): controllers, channels bound to one client,
 * a queue of messages sent one at a time, and the three ways a send is
 * known to be done.
 */
#include <linux/device.h>
#include <linux/hrtimer.h>
#include <linux/jiffies.h>
#include <linux/mailbox_client.h>
#include <linux/mailbox_controller.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/bind.h>
#include <platdev/features.h>

#define TXDONE_BY_IRQ BIT(0)
#define TXDONE_BY_POLL BIT(1)
#define TXDONE_BY_ACK BIT(2)

static LIST_HEAD(mbox_cons);
static DEFINE_MUTEX(con_mutex);

/* The controller's driver's module (none for a controller without one). */
static struct module *owner_of(struct mbox_chan *chan)
{
	struct device_driver *drv = chan->mbox->dev->driver;

	return drv ? drv->owner : NULL;
}

/* Queue @mssg on @chan. Return: its slot, or -ENOBUFS. */
static int add_to_rbuf(struct mbox_chan *chan, void *mssg)
{
	unsigned long flags;
	int idx;

	spin_lock_irqsave(&chan->lock, flags);
	if (chan->msg_count == MBOX_TX_QUEUE_LEN) {
		spin_unlock_irqrestore(&chan->lock, flags);
		return -ENOBUFS;
	}
	idx = (int)chan->msg_free;
	chan->msg_data[idx] = mssg;
	chan->msg_count++;
	chan->msg_free = (chan->msg_free + 1) % MBOX_TX_QUEUE_LEN;
	spin_unlock_irqrestore(&chan->lock, flags);
	return idx;
}

/* Arm the controller's polling timer unless it is. */
static void start_poll(struct mbox_controller *mbox)
{
	unsigned long flags;

	spin_lock_irqsave(&mbox->poll_hrt_lock, flags);
	if (!hrtimer_active(&mbox->poll_hrt))
		hrtimer_start(&mbox->poll_hrt, ms_to_ktime(mbox->txpoll_period),
			      HRTIMER_MODE_REL);
	spin_unlock_irqrestore(&mbox->poll_hrt_lock, flags);
}

/* Send the oldest queued message if none is active. */
static void msg_submit(struct mbox_chan *chan)
{
	unsigned long flags;
	unsigned int idx;
	void *data;
	int err = -EBUSY;

	spin_lock_irqsave(&chan->lock, flags);
	if (!chan->msg_count || chan->active_req != MBOX_NO_MSG)
		goto exit;
	idx = chan->msg_free >= chan->msg_count ?
		      chan->msg_free - chan->msg_count :
		      chan->msg_free + MBOX_TX_QUEUE_LEN - chan->msg_count;
	data = chan->msg_data[idx];
	if (chan->cl->tx_prepare)
		chan->cl->tx_prepare(chan->cl, data);
	err = chan->mbox->ops->send_data(chan, data);
	if (!err) {
		chan->active_req = data;
		chan->msg_count--;
	}
exit:
	spin_unlock_irqrestore(&chan->lock, flags);
	if (!err && (chan->txdone_method & TXDONE_BY_POLL))
		start_poll(chan->mbox);
}

/* The active message went with @r: tell the client, send the next. */
static void tx_tick(struct mbox_chan *chan, int r)
{
	unsigned long flags;
	void *mssg;

	spin_lock_irqsave(&chan->lock, flags);
	mssg = chan->active_req;
	chan->active_req = MBOX_NO_MSG;
	spin_unlock_irqrestore(&chan->lock, flags);
	msg_submit(chan);
	if (mssg == MBOX_NO_MSG)
		return;
	if (chan->cl->tx_done)
		chan->cl->tx_done(chan->cl, mssg, r);
	if (r != -ETIME && chan->cl->tx_block) {
		chan->tx_status = r;
		complete(&chan->tx_complete);
	}
}

static enum hrtimer_restart txdone_hrtimer(struct hrtimer *hrtimer)
{
	struct mbox_controller *mbox =
		container_of(hrtimer, struct mbox_controller, poll_hrt);
	bool resched = false;
	int i;

	for (i = 0; i < mbox->num_chans; i++) {
		struct mbox_chan *chan = &mbox->chans[i];

		if (chan->active_req == MBOX_NO_MSG || !chan->cl)
			continue;
		if (mbox->ops->last_tx_done(chan))
			tx_tick(chan, 0);
		else
			resched = true;
	}
	if (!resched)
		return HRTIMER_NORESTART;
	hrtimer_forward_now(hrtimer, ms_to_ktime(mbox->txpoll_period));
	return HRTIMER_RESTART;
}

void mbox_chan_received_data(struct mbox_chan *chan, void *mssg)
{
	if (chan->cl && chan->cl->rx_callback)
		chan->cl->rx_callback(chan->cl, mssg);
}

void mbox_chan_txdone(struct mbox_chan *chan, int r)
{
	if (unlikely(!(chan->txdone_method & TXDONE_BY_IRQ))) {
		dev_err(chan->mbox->dev,
			"Controller can't run the TX ticker\n");
		return;
	}
	tx_tick(chan, r);
}

void mbox_client_txdone(struct mbox_chan *chan, int r)
{
	if (unlikely(!(chan->txdone_method & TXDONE_BY_ACK))) {
		dev_err(chan->mbox->dev, "Client can't run the TX ticker\n");
		return;
	}
	tx_tick(chan, r);
}

bool mbox_client_peek_data(struct mbox_chan *chan)
{
	if (chan->mbox->ops->peek_data)
		return chan->mbox->ops->peek_data(chan);
	return false;
}

int mbox_send_message(struct mbox_chan *chan, void *mssg)
{
	int t;

	if (!chan || !chan->cl || mssg == MBOX_NO_MSG)
		return -EINVAL;
	t = add_to_rbuf(chan, mssg);
	if (t < 0) {
		dev_err(chan->mbox->dev, "Try increasing MBOX_TX_QUEUE_LEN\n");
		return t;
	}
	msg_submit(chan);
	if (chan->cl->tx_block) {
		unsigned long wait =
			chan->cl->tx_tout ?
				msecs_to_jiffies(chan->cl->tx_tout) :
				MAX_JIFFY_OFFSET;

		if (!wait_for_completion_timeout(&chan->tx_complete, wait)) {
			t = -ETIME;
			tx_tick(chan, t);
		} else if (chan->tx_status < 0) {
			t = chan->tx_status;
		}
	}
	return t;
}

int mbox_flush(struct mbox_chan *chan, unsigned long timeout)
{
	int ret;

	if (!chan->mbox->ops->flush)
		return -ENOTSUPP;
	ret = chan->mbox->ops->flush(chan, timeout);
	if (ret < 0)
		tx_tick(chan, ret);
	return ret;
}

/* Bind @cl to @chan and start it. con_mutex held. */
static int bind_client(struct mbox_chan *chan, struct mbox_client *cl)
{
	struct device *dev = cl->dev;
	unsigned long flags;
	int ret;

	if (chan->cl || !try_module_get(owner_of(chan))) {
		dev_err(dev, "%s: mailbox not free\n", __func__);
		return -EBUSY;
	}
	spin_lock_irqsave(&chan->lock, flags);
	chan->msg_free = 0;
	chan->msg_count = 0;
	chan->active_req = MBOX_NO_MSG;
	chan->cl = cl;
	init_completion(&chan->tx_complete);
	if (chan->txdone_method == TXDONE_BY_POLL && cl->knows_txdone)
		chan->txdone_method = TXDONE_BY_ACK;
	spin_unlock_irqrestore(&chan->lock, flags);
	if (chan->mbox->ops->startup) {
		ret = chan->mbox->ops->startup(chan);
		if (ret) {
			dev_err(dev, "Unable to startup the chan (%d)\n", ret);
			mbox_free_channel(chan);
			return ret;
		}
	}
	return 0;
}

struct mbox_chan *mbox_request_channel(struct mbox_client *cl, int index)
{
	struct device *dev = cl ? cl->dev : NULL;
	struct mbox_controller *mbox;
	struct of_phandle_args spec;
	struct mbox_chan *chan;
	int ret;

	if (!platdev_has(PLATDEV_FEAT_OF) || !dev || !dev->of_node) {
		pr_debug("%s: No owner device node\n", __func__);
		return ERR_PTR(-ENODEV);
	}
	if (of_parse_phandle_with_args(dev->of_node, "mboxes", "#mbox-cells",
				       index, &spec)) {
		dev_dbg(dev, "%s: can't parse \"mboxes\" property\n", __func__);
		return ERR_PTR(-ENODEV);
	}
	mutex_lock(&con_mutex);
	chan = ERR_PTR(-EPROBE_DEFER);
	list_for_each_entry(mbox, &mbox_cons, node)
		if (mbox->dev->of_node == spec.np) {
			chan = mbox->of_xlate(mbox, &spec);
			if (!IS_ERR(chan))
				break;
		}
	if (!IS_ERR(chan)) {
		ret = bind_client(chan, cl);
		if (ret)
			chan = ERR_PTR(ret);
	}
	mutex_unlock(&con_mutex);
	if (chan == ERR_PTR(-EPROBE_DEFER))
		platdev_device_waits_for_node(dev, spec.np,
					      PLATDEV_DEP_PROVIDER);
	of_node_put(spec.np);
	return chan;
}

struct mbox_chan *mbox_request_channel_byname(struct mbox_client *cl,
					      const char *name)
{
	struct device_node *np = cl && cl->dev ? cl->dev->of_node : NULL;
	int index;

	if (!platdev_has(PLATDEV_FEAT_OF) || !np)
		return ERR_PTR(-ENODEV);
	index = of_property_match_string(np, "mbox-names", name);
	if (index < 0) {
		dev_err(cl->dev, "%s() could not locate channel named \"%s\"\n",
			__func__, name);
		return ERR_PTR(-EINVAL);
	}
	return mbox_request_channel(cl, index);
}

void mbox_free_channel(struct mbox_chan *chan)
{
	unsigned long flags;

	if (!chan || !chan->cl)
		return;
	if (chan->mbox->ops->shutdown)
		chan->mbox->ops->shutdown(chan);
	spin_lock_irqsave(&chan->lock, flags);
	chan->cl = NULL;
	chan->active_req = MBOX_NO_MSG;
	if (chan->txdone_method == TXDONE_BY_ACK)
		chan->txdone_method = TXDONE_BY_POLL;
	spin_unlock_irqrestore(&chan->lock, flags);
	module_put(owner_of(chan));
}

static struct mbox_chan *of_mbox_index_xlate(struct mbox_controller *mbox,
					     const struct of_phandle_args *sp)
{
	int ind = (int)sp->args[0];

	if (sp->args_count < 1 || ind >= mbox->num_chans)
		return ERR_PTR(-EINVAL);
	return &mbox->chans[ind];
}

int mbox_controller_register(struct mbox_controller *mbox)
{
	unsigned int txdone;
	int i;

	if (!mbox || !mbox->dev || !mbox->ops || !mbox->num_chans)
		return -EINVAL;
	if (mbox->txdone_irq)
		txdone = TXDONE_BY_IRQ;
	else if (mbox->txdone_poll)
		txdone = TXDONE_BY_POLL;
	else
		txdone = TXDONE_BY_ACK;
	if (txdone == TXDONE_BY_POLL) {
		if (!mbox->ops->last_tx_done) {
			dev_err(mbox->dev, "last_tx_done method is absent\n");
			return -EINVAL;
		}
		hrtimer_init(&mbox->poll_hrt, CLOCK_MONOTONIC,
			     HRTIMER_MODE_REL);
		mbox->poll_hrt.function = txdone_hrtimer;
		spin_lock_init(&mbox->poll_hrt_lock);
	}
	for (i = 0; i < mbox->num_chans; i++) {
		struct mbox_chan *chan = &mbox->chans[i];

		chan->cl = NULL;
		chan->mbox = mbox;
		chan->txdone_method = txdone;
		chan->active_req = MBOX_NO_MSG;
		spin_lock_init(&chan->lock);
	}
	if (!mbox->of_xlate)
		mbox->of_xlate = of_mbox_index_xlate;
	mutex_lock(&con_mutex);
	list_add_tail(&mbox->node, &mbox_cons);
	mutex_unlock(&con_mutex);
	if (platdev_has(PLATDEV_FEAT_OF) && mbox->dev->of_node)
		platdev_node_ready(mbox->dev->of_node);
	return 0;
}

void mbox_controller_unregister(struct mbox_controller *mbox)
{
	int i;

	if (!mbox)
		return;
	mutex_lock(&con_mutex);
	list_del(&mbox->node);
	for (i = 0; i < mbox->num_chans; i++)
		mbox_free_channel(&mbox->chans[i]);
	if (mbox->txdone_poll)
		hrtimer_cancel(&mbox->poll_hrt);
	mutex_unlock(&con_mutex);
}

static void devm_unregister(void *mbox)
{
	mbox_controller_unregister(mbox);
}

int devm_mbox_controller_register(struct device *dev,
				  struct mbox_controller *mbox)
{
	int ret = mbox_controller_register(mbox);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_unregister, mbox);
}

void devm_mbox_controller_unregister(struct device *dev,
				     struct mbox_controller *mbox)
{
	devm_release_action(dev, devm_unregister, mbox);
}
