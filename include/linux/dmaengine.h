/* SPDX-License-Identifier: MIT */
/*
 * linux/dmaengine.h - DMA engine channels: the consumer side, and the
 * provider side that hands a controller's channels to consumers through
 * "dmas" (dma_async_device_register(), linux/of_dma.h's
 * of_dma_controller_register()).
 *
 * What a consumer gets for a "dmas" entry of the name it asks for:
 *
 *  - a channel, when the entry's controller node has registered an OF
 *    translation (of_dma_controller_register()) that gives one: the
 *    channel's device_alloc_chan_resources runs on its first client, and
 *    dma_release_channel() frees it on its last, as in Linux;
 *  - ERR_PTR(-ENODEV) for a device whose node has no "dmas" (or no
 *    matching "dma-names"), or that has no node, or when the controller's
 *    translation gives no channel;
 *  - ERR_PTR(-EPROBE_DEFER) while the controller node has no bound device
 *    and no registered translation, and the consumer is retried when the
 *    controller's device binds (platdev_device_bind_status() names the
 *    controller node);
 *  - ERR_PTR(-ENODEV) once the controller's device is bound without having
 *    registered a translation (where Linux would keep deferring): a driver
 *    with optional DMA probes in PIO mode.
 *
 * Not here: the async_tx API and its channel switching (descriptors have no
 * dependency chain), channel sysfs devices (chan->dev is allocated but not
 * registered), DMA routers (of_dma_router_register()), filter maps for
 * devices without a node (struct dma_filter is kept, not used). The inline operations on a
 * channel call its provider's callbacks, as in Linux.
 */
#ifndef _PLATDEV_LINUX_DMAENGINE_H
#define _PLATDEV_LINUX_DMAENGINE_H

#include <linux/bitmap.h>
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/kref.h>
#include <linux/scatterlist.h>
#include <linux/types.h>

/* A transaction's number from dmaengine_submit(); negative on error. */
typedef s32 dma_cookie_t;
#define DMA_MIN_COOKIE 1

/** dma_submit_error() - Return: the error of a cookie, or 0 */
static inline int dma_submit_error(dma_cookie_t cookie)
{
	return cookie < 0 ? cookie : 0;
}

/** enum dma_status - the state of a transaction */
enum dma_status {
	DMA_COMPLETE,
	DMA_IN_PROGRESS,
	DMA_PAUSED,
	DMA_ERROR,
	DMA_OUT_OF_ORDER,
};

/** enum dma_transaction_type - channel capabilities (dma_cap_mask_t bits) */
enum dma_transaction_type {
	DMA_MEMCPY,
	DMA_XOR,
	DMA_PQ,
	DMA_XOR_VAL,
	DMA_PQ_VAL,
	DMA_MEMSET,
	DMA_MEMSET_SG,
	DMA_INTERRUPT,
	DMA_PRIVATE,
	DMA_ASYNC_TX,
	DMA_SLAVE,
	DMA_CYCLIC,
	DMA_INTERLEAVE,
	DMA_COMPLETION_NO_ORDER,
	DMA_REPEAT,
	DMA_LOAD_EOT,
	DMA_TX_TYPE_END,
};

/** enum dma_transfer_direction - the way a slave transfer goes */
enum dma_transfer_direction {
	DMA_MEM_TO_MEM,
	DMA_MEM_TO_DEV,
	DMA_DEV_TO_MEM,
	DMA_DEV_TO_DEV,
	DMA_TRANS_NONE,
};

/** enum dma_ctrl_flags - flags of the prep calls */
enum dma_ctrl_flags {
	DMA_PREP_INTERRUPT = (1 << 0),
	DMA_CTRL_ACK = (1 << 1),
	DMA_PREP_PQ_DISABLE_P = (1 << 2),
	DMA_PREP_PQ_DISABLE_Q = (1 << 3),
	DMA_PREP_CONTINUE = (1 << 4),
	DMA_PREP_FENCE = (1 << 5),
	DMA_CTRL_REUSE = (1 << 6),
	DMA_PREP_CMD = (1 << 7),
	DMA_PREP_REPEAT = (1 << 8),
	DMA_PREP_LOAD_EOT = (1 << 9),
};

/** enum dma_slave_buswidth - bytes per access of a slave port */
enum dma_slave_buswidth {
	DMA_SLAVE_BUSWIDTH_UNDEFINED = 0,
	DMA_SLAVE_BUSWIDTH_1_BYTE = 1,
	DMA_SLAVE_BUSWIDTH_2_BYTES = 2,
	DMA_SLAVE_BUSWIDTH_3_BYTES = 3,
	DMA_SLAVE_BUSWIDTH_4_BYTES = 4,
	DMA_SLAVE_BUSWIDTH_8_BYTES = 8,
	DMA_SLAVE_BUSWIDTH_16_BYTES = 16,
	DMA_SLAVE_BUSWIDTH_32_BYTES = 32,
	DMA_SLAVE_BUSWIDTH_64_BYTES = 64,
	DMA_SLAVE_BUSWIDTH_128_BYTES = 128,
};

/** enum dma_residue_granularity - how exact a reported residue is */
enum dma_residue_granularity {
	DMA_RESIDUE_GRANULARITY_DESCRIPTOR = 0,
	DMA_RESIDUE_GRANULARITY_SEGMENT = 1,
	DMA_RESIDUE_GRANULARITY_BURST = 2,
};

/**
 * struct dma_slave_config - a slave channel's device side
 * @direction: deprecated; the prep calls' direction counts
 * @src_addr: the device's source register (DEV_TO_MEM)
 * @dst_addr: the device's destination register (MEM_TO_DEV)
 * @src_addr_width: bytes per read of @src_addr
 * @dst_addr_width: bytes per write of @dst_addr
 * @src_maxburst: words per burst from the device
 * @dst_maxburst: words per burst to the device
 * @src_port_window_size: registers the source port spans
 * @dst_port_window_size: registers the destination port spans
 * @device_fc: the peripheral controls the flow
 * @peripheral_config: provider-specific data
 * @peripheral_size: its size
 */
struct dma_slave_config {
	enum dma_transfer_direction direction;
	phys_addr_t src_addr;
	phys_addr_t dst_addr;
	enum dma_slave_buswidth src_addr_width;
	enum dma_slave_buswidth dst_addr_width;
	u32 src_maxburst;
	u32 dst_maxburst;
	u32 src_port_window_size;
	u32 dst_port_window_size;
	bool device_fc;
	void *peripheral_config;
	size_t peripheral_size;
};

/** struct dma_slave_caps - what a slave channel can do */
struct dma_slave_caps {
	u32 src_addr_widths;
	u32 dst_addr_widths;
	u32 directions;
	u32 min_burst;
	u32 max_burst;
	u32 max_sg_burst;
	bool cmd_pause;
	bool cmd_resume;
	bool cmd_terminate;
	enum dma_residue_granularity residue_granularity;
	bool descriptor_reuse;
};

/** struct dma_tx_state - what dmaengine_tx_status() reports */
struct dma_tx_state {
	dma_cookie_t last;
	dma_cookie_t used;
	u32 residue;
	u32 in_flight_bytes;
};

/** enum dmaengine_tx_result - how a transaction ended */
enum dmaengine_tx_result {
	DMA_TRANS_NOERROR = 0,
	DMA_TRANS_READ_FAILED,
	DMA_TRANS_WRITE_FAILED,
	DMA_TRANS_ABORTED,
};

/** struct dmaengine_result - a transaction's result and residue */
struct dmaengine_result {
	enum dmaengine_tx_result result;
	u32 residue;
};

typedef void (*dma_async_tx_callback)(void *dma_async_param);
typedef void (*dma_async_tx_callback_result)(
	void *dma_async_param, const struct dmaengine_result *result);

/* A set of enum dma_transaction_type bits. */
typedef struct {
	DECLARE_BITMAP(bits, DMA_TX_TYPE_END);
} dma_cap_mask_t;

#define dma_cap_set(tx, mask) __set_bit((tx), (mask).bits)
#define dma_cap_clear(tx, mask) __clear_bit((tx), (mask).bits)
#define dma_cap_zero(mask) bitmap_zero((mask).bits, DMA_TX_TYPE_END)
#define dma_has_cap(tx, mask) test_bit((tx), (mask).bits)

/*
 * enum dmaengine_alignment - the alignment an engine needs of a transfer's
 * addresses and length, as a power of two: DMAENGINE_ALIGN_4_BYTES is 2
 */
enum dmaengine_alignment {
	DMAENGINE_ALIGN_1_BYTE = 0,
	DMAENGINE_ALIGN_2_BYTES = 1,
	DMAENGINE_ALIGN_4_BYTES = 2,
	DMAENGINE_ALIGN_8_BYTES = 3,
	DMAENGINE_ALIGN_16_BYTES = 4,
	DMAENGINE_ALIGN_32_BYTES = 5,
	DMAENGINE_ALIGN_64_BYTES = 6,
	DMAENGINE_ALIGN_128_BYTES = 7,
	DMAENGINE_ALIGN_256_BYTES = 8,
};

/* Results of the XOR/PQ validation operations. */
enum sum_check_bits {
	SUM_CHECK_P = 0,
	SUM_CHECK_Q = 1,
};

enum sum_check_flags {
	SUM_CHECK_P_RESULT = (1 << SUM_CHECK_P),
	SUM_CHECK_Q_RESULT = (1 << SUM_CHECK_Q),
};

/**
 * struct data_chunk - one chunk of an interleaved frame
 * @size: bytes to copy
 * @icg: the gap after it, on both sides unless the side's own is set
 * @dst_icg: the gap after it on the destination side
 * @src_icg: the gap after it on the source side
 */
struct data_chunk {
	size_t size;
	size_t icg;
	size_t dst_icg;
	size_t src_icg;
};

/**
 * struct dma_interleaved_template - an interleaved transfer: @numf frames
 * of @frame_size chunks each (@sgl)
 * @src_start: the first source address
 * @dst_start: the first destination address
 * @dir: the direction
 * @src_inc: the source address advances
 * @dst_inc: the destination address advances
 * @src_sgl: the source side follows the chunks' gaps
 * @dst_sgl: the destination side does
 * @numf: frames
 * @frame_size: chunks per frame
 * @sgl: the chunks of a frame
 */
struct dma_interleaved_template {
	dma_addr_t src_start;
	dma_addr_t dst_start;
	enum dma_transfer_direction dir;
	bool src_inc;
	bool dst_inc;
	bool src_sgl;
	bool dst_sgl;
	size_t numf;
	size_t frame_size;
	struct data_chunk sgl[];
};

/**
 * struct dma_slave_map - a channel for a client without a device-tree
 * description (a board's table of struct dma_filter)
 * @devname: the client device's name
 * @slave: the channel's name for it
 * @param: what the engine's filter function takes
 */
struct dma_slave_map {
	const char *devname;
	const char *slave;
	void *param;
};

struct dma_chan;
struct dma_async_tx_descriptor;

/* Chooses a channel for __dma_request_channel(). */
typedef bool (*dma_filter_fn)(struct dma_chan *chan, void *filter_param);

/**
 * struct dma_filter - an engine's filter and slave map
 * @fn: the filter
 * @mapcnt: entries of @map
 * @map: the slave map
 */
struct dma_filter {
	dma_filter_fn fn;
	int mapcnt;
	const struct dma_slave_map *map;
};

/**
 * struct dmaengine_unmap_data - the buffers a memory-to-memory descriptor
 * mapped, unmapped when it completes (dmaengine_unmap_put())
 * @map_cnt: entries of @addr
 * @to_cnt: the first entries, mapped towards the device
 * @from_cnt: the next, mapped from it
 * @bidi_cnt: the next, both ways
 * @dev: the device they are mapped for
 * @kref: its references
 * @len: each buffer's length
 * @addr: the buffers
 */
struct dmaengine_unmap_data {
	u16 map_cnt;
	u8 to_cnt;
	u8 from_cnt;
	u8 bidi_cnt;
	struct device *dev;
	struct kref kref;
	size_t len;
	dma_addr_t addr[];
};

/**
 * struct dma_device - a DMA engine: the provider fills @dev, @cap_mask,
 * @channels (its &struct dma_chan, by @device_node) and the callbacks,
 * then dma_async_device_register()
 * @chancnt: how many channels registration found
 * @privatecnt: channels handed out privately
 * @channels: the channels
 * @global_node: in the core's list of engines
 * @dev_id: the engine's number
 * @owner: its module
 */
struct dma_device {
	unsigned int chancnt;
	unsigned int privatecnt;
	struct list_head channels;
	struct list_head global_node;
	int dev_id;
	struct module *owner;
	struct device *dev;
	dma_cap_mask_t cap_mask;
	struct dma_filter filter;
	unsigned short max_xor;
	unsigned short max_pq;
	enum dmaengine_alignment copy_align;
	enum dmaengine_alignment xor_align;
	enum dmaengine_alignment pq_align;
	enum dmaengine_alignment fill_align;
#define DMA_HAS_PQ_CONTINUE (1 << 15)
	u32 src_addr_widths;
	u32 dst_addr_widths;
	u32 directions;
	u32 min_burst;
	u32 max_burst;
	u32 max_sg_burst;
	bool descriptor_reuse;
	enum dma_residue_granularity residue_granularity;
	int (*device_alloc_chan_resources)(struct dma_chan *chan);
	int (*device_router_config)(struct dma_chan *chan);
	void (*device_free_chan_resources)(struct dma_chan *chan);
	struct dma_async_tx_descriptor *(*device_prep_dma_memcpy)(
		struct dma_chan *chan, dma_addr_t dst, dma_addr_t src,
		size_t len, unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_xor)(
		struct dma_chan *chan, dma_addr_t dst, dma_addr_t *src,
		unsigned int src_cnt, size_t len, unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_xor_val)(
		struct dma_chan *chan, dma_addr_t *src, unsigned int src_cnt,
		size_t len, enum sum_check_flags *result, unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_pq)(
		struct dma_chan *chan, dma_addr_t *dst, dma_addr_t *src,
		unsigned int src_cnt, const unsigned char *scf, size_t len,
		unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_pq_val)(
		struct dma_chan *chan, dma_addr_t *pq, dma_addr_t *src,
		unsigned int src_cnt, const unsigned char *scf, size_t len,
		enum sum_check_flags *pqres, unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_memset)(
		struct dma_chan *chan, dma_addr_t dest, int value, size_t len,
		unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_memset_sg)(
		struct dma_chan *chan, struct scatterlist *sg,
		unsigned int nents, int value, unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_interrupt)(
		struct dma_chan *chan, unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_interleaved_dma)(
		struct dma_chan *chan, struct dma_interleaved_template *xt,
		unsigned long flags);
	struct dma_async_tx_descriptor *(*device_prep_dma_imm_data)(
		struct dma_chan *chan, dma_addr_t dst, u64 data,
		unsigned long flags);
	void (*device_caps)(struct dma_chan *chan,
			    struct dma_slave_caps *caps);
	void (*device_release)(struct dma_device *dev);
	struct dma_async_tx_descriptor *(*device_prep_slave_sg)(
		struct dma_chan *chan, struct scatterlist *sgl,
		unsigned int sg_len, enum dma_transfer_direction direction,
		unsigned long flags, void *context);
	struct dma_async_tx_descriptor *(*device_prep_dma_cyclic)(
		struct dma_chan *chan, dma_addr_t buf_addr, size_t buf_len,
		size_t period_len, enum dma_transfer_direction direction,
		unsigned long flags);
	int (*device_config)(struct dma_chan *chan,
			     struct dma_slave_config *config);
	int (*device_pause)(struct dma_chan *chan);
	int (*device_resume)(struct dma_chan *chan);
	int (*device_terminate_all)(struct dma_chan *chan);
	void (*device_synchronize)(struct dma_chan *chan);
	enum dma_status (*device_tx_status)(struct dma_chan *chan,
					    dma_cookie_t cookie,
					    struct dma_tx_state *txstate);
	void (*device_issue_pending)(struct dma_chan *chan);
};

/** struct dma_chan_dev - a channel's own device */
struct dma_chan_dev {
	struct dma_chan *chan;
	struct device device;
	int dev_id;
	bool chan_dma_dev;
};

/** struct dma_chan - a channel of a DMA engine */
struct dma_chan {
	struct dma_device *device;
	struct device *slave;
	dma_cookie_t cookie;
	dma_cookie_t completed_cookie;
	int chan_id;
	struct dma_chan_dev *dev;
	const char *name;
	struct list_head device_node;
	int client_count;
	int table_count;
	void *private;
};

/**
 * struct dma_async_tx_descriptor - a prepared transaction
 * @cookie: its number once submitted
 * @flags: enum dma_ctrl_flags
 * @phys: the descriptor's own bus address
 * @chan: its channel
 * @tx_submit: queues it (dmaengine_submit())
 * @desc_free: frees a reusable descriptor
 * @callback: called when it completes, with @callback_param
 * @callback_result: the same, with the result; preferred when set
 * @callback_param: for the callbacks
 * @unmap: the buffers to unmap when it completes, or NULL
 *
 * There is no channel switching (Linux's CONFIG_ASYNC_TX_ENABLE_CHANNEL_
 * SWITCH): a descriptor has no dependency chain.
 */
struct dma_async_tx_descriptor {
	dma_cookie_t cookie;
	enum dma_ctrl_flags flags;
	dma_addr_t phys;
	struct dma_chan *chan;
	dma_cookie_t (*tx_submit)(struct dma_async_tx_descriptor *tx);
	int (*desc_free)(struct dma_async_tx_descriptor *tx);
	dma_async_tx_callback callback;
	dma_async_tx_callback_result callback_result;
	void *callback_param;
	struct dmaengine_unmap_data *unmap;
};

/* ---- getting and releasing channels ---- */

/**
 * dma_request_chan() - the slave channel @name of @dev ("dmas" and
 * "dma-names" of its device-tree node)
 * Return: a channel, or ERR_PTR(-ENODEV) / ERR_PTR(-EPROBE_DEFER) as the
 * header comment says.
 */
struct dma_chan *dma_request_chan(struct device *dev, const char *name);

/**
 * devm_dma_request_chan() - dma_request_chan() released when the driver
 * unbinds
 * Return: as dma_request_chan(), or ERR_PTR(-ENOMEM).
 */
struct dma_chan *devm_dma_request_chan(struct device *dev, const char *name);

/**
 * dma_request_chan_by_mask() - any channel with the capabilities of @mask
 * Return: ERR_PTR(-ENODEV): there is no DMA engine (Linux answers
 * -EPROBE_DEFER while none has registered; none can here).
 */
struct dma_chan *dma_request_chan_by_mask(const dma_cap_mask_t *mask);

/**
 * __dma_request_channel() - a channel that @fn accepts
 * Return: NULL: there is no DMA engine.
 */
struct dma_chan *__dma_request_channel(const dma_cap_mask_t *mask,
				       dma_filter_fn fn, void *fn_param,
				       struct device_node *np);

#define dma_request_channel(mask, x, y) \
	__dma_request_channel(&(mask), x, y, NULL)

/** dma_release_channel() - give back a channel (NULL or an error: nothing) */
void dma_release_channel(struct dma_chan *chan);

/**
 * dma_get_slave_caps() - what @chan can do
 * Return: 0, -EINVAL (no channel), -ENXIO (no slave capabilities).
 */
int dma_get_slave_caps(struct dma_chan *chan, struct dma_slave_caps *caps);

/** dma_request_slave_channel() - dma_request_chan(), NULL on any error */
static inline struct dma_chan *dma_request_slave_channel(struct device *dev,
							 const char *name)
{
	struct dma_chan *ch = dma_request_chan(dev, name);

	return IS_ERR(ch) ? NULL : ch;
}

/* ---- using a channel (the provider's callbacks, as Linux) ---- */

static inline int dmaengine_slave_config(struct dma_chan *chan,
					 struct dma_slave_config *config)
{
	if (chan->device->device_config)
		return chan->device->device_config(chan, config);
	return -ENOSYS;
}

static inline struct dma_async_tx_descriptor *
dmaengine_prep_slave_sg(struct dma_chan *chan, struct scatterlist *sgl,
			unsigned int sg_len, enum dma_transfer_direction dir,
			unsigned long flags)
{
	if (!chan || !chan->device || !chan->device->device_prep_slave_sg)
		return NULL;
	return chan->device->device_prep_slave_sg(chan, sgl, sg_len, dir, flags,
						  NULL);
}

static inline struct dma_async_tx_descriptor *
dmaengine_prep_slave_single(struct dma_chan *chan, dma_addr_t buf, size_t len,
			    enum dma_transfer_direction dir,
			    unsigned long flags)
{
	struct scatterlist sg;

	sg_init_table(&sg, 1);
	sg_dma_address(&sg) = buf;
	sg_dma_len(&sg) = (unsigned int)len;
	return dmaengine_prep_slave_sg(chan, &sg, 1, dir, flags);
}

static inline struct dma_async_tx_descriptor *
dmaengine_prep_dma_cyclic(struct dma_chan *chan, dma_addr_t buf_addr,
			  size_t buf_len, size_t period_len,
			  enum dma_transfer_direction dir, unsigned long flags)
{
	if (!chan || !chan->device || !chan->device->device_prep_dma_cyclic)
		return NULL;
	return chan->device->device_prep_dma_cyclic(chan, buf_addr, buf_len,
						    period_len, dir, flags);
}

static inline struct dma_async_tx_descriptor *
dmaengine_prep_dma_memcpy(struct dma_chan *chan, dma_addr_t dest,
			  dma_addr_t src, size_t len, unsigned long flags)
{
	if (!chan || !chan->device || !chan->device->device_prep_dma_memcpy)
		return NULL;
	return chan->device->device_prep_dma_memcpy(chan, dest, src, len,
						    flags);
}

static inline dma_cookie_t
dmaengine_submit(struct dma_async_tx_descriptor *desc)
{
	return desc->tx_submit(desc);
}

static inline void dma_async_issue_pending(struct dma_chan *chan)
{
	chan->device->device_issue_pending(chan);
}

static inline int dmaengine_terminate_all(struct dma_chan *chan)
{
	if (chan->device->device_terminate_all)
		return chan->device->device_terminate_all(chan);
	return -ENOSYS;
}

static inline int dmaengine_terminate_async(struct dma_chan *chan)
{
	if (chan->device->device_terminate_all)
		return chan->device->device_terminate_all(chan);
	return -EINVAL;
}

static inline void dmaengine_synchronize(struct dma_chan *chan)
{
	if (chan->device->device_synchronize)
		chan->device->device_synchronize(chan);
}

static inline int dmaengine_terminate_sync(struct dma_chan *chan)
{
	int ret = dmaengine_terminate_async(chan);

	if (ret)
		return ret;
	dmaengine_synchronize(chan);
	return 0;
}

static inline int dmaengine_pause(struct dma_chan *chan)
{
	if (chan->device->device_pause)
		return chan->device->device_pause(chan);
	return -ENOSYS;
}

static inline int dmaengine_resume(struct dma_chan *chan)
{
	if (chan->device->device_resume)
		return chan->device->device_resume(chan);
	return -ENOSYS;
}

static inline enum dma_status dmaengine_tx_status(struct dma_chan *chan,
						  dma_cookie_t cookie,
						  struct dma_tx_state *state)
{
	return chan->device->device_tx_status(chan, cookie, state);
}

/**
 * dma_async_is_complete() - the state of @cookie against a channel's last
 * completed and last used cookies (cookies wrap around)
 * Return: DMA_COMPLETE or DMA_IN_PROGRESS.
 */
static inline enum dma_status dma_async_is_complete(dma_cookie_t cookie,
						     dma_cookie_t last_complete,
						     dma_cookie_t last_used)
{
	bool done;

	if (last_complete <= last_used)
		done = cookie <= last_complete || cookie > last_used;
	else
		done = cookie <= last_complete && cookie > last_used;
	return done ? DMA_COMPLETE : DMA_IN_PROGRESS;
}

/** dma_async_is_tx_complete() - the status of @cookie, and the counters */
static inline enum dma_status dma_async_is_tx_complete(struct dma_chan *chan,
						       dma_cookie_t cookie,
						       dma_cookie_t *last,
						       dma_cookie_t *used)
{
	struct dma_tx_state state;
	enum dma_status status;

	status = chan->device->device_tx_status(chan, cookie, &state);
	if (last)
		*last = state.last;
	if (used)
		*used = state.used;
	return status;
}

static inline struct device *dmaengine_get_dma_device(struct dma_chan *chan)
{
	if (chan->dev && chan->dev->chan_dma_dev)
		return &chan->dev->device;
	return chan->device->dev;
}

/** dma_chan_name() - the name of @chan's own device ("dma0chan1") */
static inline const char *dma_chan_name(struct dma_chan *chan)
{
	return dev_name(&chan->dev->device);
}

static inline void async_tx_ack(struct dma_async_tx_descriptor *tx)
{
	tx->flags |= DMA_CTRL_ACK;
}

static inline void async_tx_clear_ack(struct dma_async_tx_descriptor *tx)
{
	tx->flags &= ~DMA_CTRL_ACK;
}

static inline bool async_tx_test_ack(struct dma_async_tx_descriptor *tx)
{
	return (tx->flags & DMA_CTRL_ACK) == DMA_CTRL_ACK;
}

/* Whether @direction is one between memory and a device. */
static inline bool is_slave_direction(enum dma_transfer_direction direction)
{
	return direction == DMA_MEM_TO_DEV || direction == DMA_DEV_TO_MEM;
}

/* "MEM_TO_DEV" and so on, for messages; "invalid" for another value. */
static inline const char *
dmaengine_get_direction_text(enum dma_transfer_direction dir)
{
	switch (dir) {
	case DMA_DEV_TO_MEM:
		return "DEV_TO_MEM";
	case DMA_MEM_TO_DEV:
		return "MEM_TO_DEV";
	case DMA_MEM_TO_MEM:
		return "MEM_TO_MEM";
	case DMA_DEV_TO_DEV:
		return "DEV_TO_DEV";
	default:
		return "invalid";
	}
}

/*
 * Whether @off1, @off2 and @len are all multiples of 2^@align (an engine's
 * copy_align and the like).
 */
static inline bool dmaengine_check_align(enum dmaengine_alignment align,
					 size_t off1, size_t off2, size_t len)
{
	return !((off1 | off2 | len) & ((1ul << align) - 1));
}

/* Whether a copy, XOR, PQ or fill fits @dev's alignment for it. */
static inline bool is_dma_copy_aligned(struct dma_device *dev, size_t off1,
				       size_t off2, size_t len)
{
	return dmaengine_check_align(dev->copy_align, off1, off2, len);
}

static inline bool is_dma_xor_aligned(struct dma_device *dev, size_t off1,
				      size_t off2, size_t len)
{
	return dmaengine_check_align(dev->xor_align, off1, off2, len);
}

static inline bool is_dma_pq_aligned(struct dma_device *dev, size_t off1,
				     size_t off2, size_t len)
{
	return dmaengine_check_align(dev->pq_align, off1, off2, len);
}

static inline bool is_dma_fill_aligned(struct dma_device *dev, size_t off1,
				       size_t off2, size_t len)
{
	return dmaengine_check_align(dev->fill_align, off1, off2, len);
}

/* Fill a tx_status() caller's @st, when it passed one. */
static inline void dma_set_tx_state(struct dma_tx_state *st,
				    dma_cookie_t last, dma_cookie_t used,
				    u32 residue)
{
	if (!st)
		return;
	st->last = last;
	st->used = used;
	st->residue = residue;
}

/* Whether the descriptor may be submitted again (DMA_CTRL_REUSE). */
static inline bool
dmaengine_desc_test_reuse(struct dma_async_tx_descriptor *tx)
{
	return (tx->flags & DMA_CTRL_REUSE) == DMA_CTRL_REUSE;
}

static inline void
dmaengine_desc_clear_reuse(struct dma_async_tx_descriptor *tx)
{
	tx->flags &= ~DMA_CTRL_REUSE;
}

/**
 * dmaengine_desc_set_reuse() - keep @tx for submitting again
 * @tx: a prepared descriptor
 *
 * Return: 0; -EPERM when its engine does not reuse descriptors; the error
 * of dma_get_slave_caps().
 */
int dmaengine_desc_set_reuse(struct dma_async_tx_descriptor *tx);

/**
 * dmaengine_desc_free() - free a reusable descriptor
 * @tx: the descriptor
 *
 * Return: its engine's desc_free(); -EPERM when it is not reusable or the
 * engine cannot free it.
 */
int dmaengine_desc_free(struct dma_async_tx_descriptor *tx);

/* The gap after @chunk on the destination side of @xt. */
static inline size_t dmaengine_get_dst_icg(struct dma_interleaved_template *xt,
					   struct data_chunk *chunk)
{
	if (!xt->dst_inc || !xt->dst_sgl)
		return 0;
	return chunk->dst_icg ? chunk->dst_icg : chunk->icg;
}

/* The gap after @chunk on the source side of @xt. */
static inline size_t dmaengine_get_src_icg(struct dma_interleaved_template *xt,
					   struct data_chunk *chunk)
{
	if (!xt->src_inc || !xt->src_sgl)
		return 0;
	return chunk->src_icg ? chunk->src_icg : chunk->icg;
}

/* Prepare an interleaved transfer; NULL when the engine has none. */
static inline struct dma_async_tx_descriptor *
dmaengine_prep_interleaved_dma(struct dma_chan *chan,
			       struct dma_interleaved_template *xt,
			       unsigned long flags)
{
	if (!chan || !chan->device || !chan->device->device_prep_interleaved_dma)
		return NULL;
	if (flags & DMA_PREP_REPEAT &&
	    !test_bit(DMA_REPEAT, chan->device->cap_mask.bits))
		return NULL;
	return chan->device->device_prep_interleaved_dma(chan, xt, flags);
}

/* Prepare a memset of @len bytes at @dest; NULL when the engine has none. */
static inline struct dma_async_tx_descriptor *
dmaengine_prep_dma_memset(struct dma_chan *chan, dma_addr_t dest, int value,
			  size_t len, unsigned long flags)
{
	if (!chan || !chan->device || !chan->device->device_prep_dma_memset)
		return NULL;
	return chan->device->device_prep_dma_memset(chan, dest, value, len,
						    flags);
}

/* ---- the provider side: descriptors ---- */

/**
 * dma_async_tx_descriptor_init() - tie a provider's new descriptor to its
 * channel
 * @tx: the descriptor
 * @chan: its channel
 */
void dma_async_tx_descriptor_init(struct dma_async_tx_descriptor *tx,
				  struct dma_chan *chan);

/**
 * dma_run_dependencies() - start what waits for @tx to complete: nothing,
 * as descriptors have no dependency chain here (no channel switching)
 * @tx: a completed descriptor
 */
static inline void dma_run_dependencies(struct dma_async_tx_descriptor *tx)
{
	(void)tx;
}

/**
 * dmaengine_get_unmap_data() - room to record @nr mapped buffers of @dev
 * @dev: the device they are mapped for
 * @nr: how many
 * @flags: allocation flags
 *
 * Return: the data with one reference, or NULL (no memory, or more than
 * 128 buffers).
 */
struct dmaengine_unmap_data *
dmaengine_get_unmap_data(struct device *dev, int nr, gfp_t flags);

/**
 * dmaengine_unmap_put() - drop a reference; the last one unmaps the
 * buffers (those of length 0 are not mapped) and frees @unmap
 * @unmap: the data, or NULL
 */
void dmaengine_unmap_put(struct dmaengine_unmap_data *unmap);

/* Give @tx the buffers to unmap when it completes, taking a reference. */
static inline void dma_set_unmap(struct dma_async_tx_descriptor *tx,
				 struct dmaengine_unmap_data *unmap)
{
	kref_get(&unmap->kref);
	tx->unmap = unmap;
}

/* ---- the provider side ---- */

/**
 * dma_async_device_register() - make @device's channels available
 * @device: the engine: @dev set, its channels on @channels
 *
 * Each channel gets its device, number (chan_id, in list order) and a
 * struct dma_chan_dev.
 *
 * Return: 0; -EINVAL without @device->dev or without a channel; -ENOMEM.
 */
int dma_async_device_register(struct dma_device *device);

/**
 * dma_async_device_unregister() - withdraw @device (its channels must be
 * released; one still held is warned about)
 */
void dma_async_device_unregister(struct dma_device *device);

/** dmaenginem_async_device_register() - unregistered when dev unbinds */
int dmaenginem_async_device_register(struct dma_device *device);

/**
 * dma_get_slave_channel() - take @chan for one client if it has none
 * Return: @chan, or NULL when it is taken or its resources fail.
 */
struct dma_chan *dma_get_slave_channel(struct dma_chan *chan);

/** dma_get_any_slave_channel() - the first free channel of @device, taken */
struct dma_chan *dma_get_any_slave_channel(struct dma_device *device);

#endif /* _PLATDEV_LINUX_DMAENGINE_H */
