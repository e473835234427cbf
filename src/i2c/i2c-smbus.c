// SPDX-License-Identifier: MIT
/*
 * i2c-smbus.c - the SMBus transactions: by the adapter's smbus_xfer, or
 * as one or two I2C messages (write the command, then read with a
 * repeated start), with the packet error code when the client asks.
 */
#include <linux/i2c.h>
#include <linux/string.h>

#include "i2c-core.h"

#define POLY (0x1070U << 3)

static u8 crc8(u16 data)
{
	int i;

	for (i = 0; i < 8; i++) {
		if (data & 0x8000)
			data = data ^ POLY;
		data = (u16)(data << 1);
	}
	return (u8)(data >> 8);
}

u8 i2c_smbus_pec(u8 crc, u8 *p, size_t count)
{
	size_t i;

	for (i = 0; i < count; i++)
		crc = crc8((u16)((crc ^ p[i]) << 8));
	return crc;
}
EXPORT_SYMBOL(i2c_smbus_pec);

/* The PEC of @msg continuing @pec, its address byte first. */
static u8 msg_pec(u8 pec, struct i2c_msg *msg)
{
	u8 addr = i2c_8bit_addr_from_msg(msg);

	pec = i2c_smbus_pec(pec, &addr, 1);
	return i2c_smbus_pec(pec, msg->buf, msg->len);
}

/* Check the PEC received as @msg's last byte. */
static int check_pec(u8 cpec, struct i2c_msg *msg)
{
	u8 rpec = msg->buf[--msg->len];

	cpec = msg_pec(cpec, msg);
	if (rpec != cpec) {
		pr_debug("i2c-core: Bad PEC 0x%02x vs. 0x%02x\n", rpec, cpec);
		return -EBADMSG;
	}
	return 0;
}

/* Build the messages of @size; Return: how many, or -EOPNOTSUPP. */
static int build_msgs(struct i2c_msg *msg, u8 *buf0, u8 *buf1, char read_write,
		      u8 command, int size, union i2c_smbus_data *data)
{
	int i;

	buf0[0] = command;
	switch (size) {
	case I2C_SMBUS_QUICK:
		msg[0].len = 0;
		msg[0].flags = (read_write == I2C_SMBUS_READ ? I2C_M_RD : 0) |
			       (msg[0].flags & ~I2C_M_RD);
		return 1;
	case I2C_SMBUS_BYTE:
		if (read_write == I2C_SMBUS_READ) {
			msg[0].flags |= I2C_M_RD;
			return 1;
		}
		return 1;
	case I2C_SMBUS_BYTE_DATA:
		if (read_write == I2C_SMBUS_READ) {
			msg[1].len = 1;
			return 2;
		}
		msg[0].len = 2;
		buf0[1] = data->byte;
		return 1;
	case I2C_SMBUS_WORD_DATA:
		if (read_write == I2C_SMBUS_READ) {
			msg[1].len = 2;
			return 2;
		}
		msg[0].len = 3;
		buf0[1] = data->word & 0xff;
		buf0[2] = data->word >> 8;
		return 1;
	case I2C_SMBUS_PROC_CALL:
		msg[0].len = 3;
		msg[1].len = 2;
		buf0[1] = data->word & 0xff;
		buf0[2] = data->word >> 8;
		return 2;
	case I2C_SMBUS_BLOCK_DATA:
		if (read_write == I2C_SMBUS_READ) {
			msg[1].flags |= I2C_M_RECV_LEN;
			msg[1].len = 1;
			return 2;
		}
		/* fall through */
	case I2C_SMBUS_BLOCK_PROC_CALL:
		if (!data->block[0] || data->block[0] > I2C_SMBUS_BLOCK_MAX)
			return -EINVAL;
		msg[0].len = (u16)(data->block[0] + 2);
		memcpy(buf0 + 1, data->block, data->block[0] + 1u);
		if (size == I2C_SMBUS_BLOCK_DATA)
			return 1;
		msg[1].flags |= I2C_M_RECV_LEN;
		msg[1].len = 1;
		return 2;
	case I2C_SMBUS_I2C_BLOCK_DATA:
		if (data->block[0] > I2C_SMBUS_BLOCK_MAX)
			return -EINVAL;
		if (read_write == I2C_SMBUS_READ) {
			msg[1].len = data->block[0];
			return 2;
		}
		msg[0].len = (u16)(data->block[0] + 1);
		for (i = 1; i <= data->block[0]; i++)
			buf0[i] = data->block[i];
		return 1;
	default:
		(void)buf1;
		return -EOPNOTSUPP;
	}
}

static s32 smbus_xfer_emulated(struct i2c_adapter *adap, u16 addr,
			       unsigned short flags, char read_write,
			       u8 command, int size, union i2c_smbus_data *data)
{
	u8 buf0[I2C_SMBUS_BLOCK_MAX + 3];
	u8 buf1[I2C_SMBUS_BLOCK_MAX + 2];
	struct i2c_msg msg[2] = {
		{ .addr = addr, .flags = flags, .len = 1, .buf = buf0 },
		{ .addr = addr,
		  .flags = flags | I2C_M_RD,
		  .len = 0,
		  .buf = buf1 },
	};
	bool pec = flags & I2C_CLIENT_PEC;
	int num, ret, i;

	msg[0].flags &= I2C_M_TEN;
	msg[1].flags = (u16)((flags & I2C_M_TEN) | I2C_M_RD);
	num = build_msgs(msg, buf0, buf1, read_write, command, size, data);
	if (num < 0)
		return num;
	pec = pec && size != I2C_SMBUS_QUICK &&
	      size != I2C_SMBUS_I2C_BLOCK_DATA;
	if (pec) {
		/* The PEC follows the last write or is read after the data. */
		if (num == 1 && !(msg[0].flags & I2C_M_RD)) {
			buf0[msg[0].len] = msg_pec(0, &msg[0]);
			msg[0].len++;
		} else {
			msg[num - 1].len++;
		}
	}
	ret = __i2c_transfer(adap, msg, num);
	if (ret < 0)
		return ret;
	if (ret != num)
		return -EIO;
	if (pec && (msg[num - 1].flags & I2C_M_RD)) {
		ret = check_pec(num == 2 ? msg_pec(0, &msg[0]) : 0,
				&msg[num - 1]);
		if (ret < 0)
			return ret;
	}
	if (read_write != I2C_SMBUS_READ && size != I2C_SMBUS_PROC_CALL &&
	    size != I2C_SMBUS_BLOCK_PROC_CALL)
		return 0;
	switch (size) {
	case I2C_SMBUS_BYTE:
		data->byte = buf0[0];
		break;
	case I2C_SMBUS_BYTE_DATA:
		data->byte = buf1[0];
		break;
	case I2C_SMBUS_WORD_DATA:
	case I2C_SMBUS_PROC_CALL:
		data->word = (u16)(buf1[0] | (buf1[1] << 8));
		break;
	case I2C_SMBUS_I2C_BLOCK_DATA:
		for (i = 0; i < data->block[0]; i++)
			data->block[i + 1] = buf1[i];
		break;
	case I2C_SMBUS_BLOCK_DATA:
	case I2C_SMBUS_BLOCK_PROC_CALL:
		if (buf1[0] > I2C_SMBUS_BLOCK_MAX)
			return -EPROTO;
		memcpy(data->block, buf1, buf1[0] + 1u);
		break;
	}
	return 0;
}

s32 __i2c_smbus_xfer(struct i2c_adapter *adapter, u16 addr,
		     unsigned short flags, char read_write, u8 command,
		     int protocol, union i2c_smbus_data *data)
{
	int ret, try;

	flags &= I2C_M_TEN | I2C_CLIENT_PEC | I2C_CLIENT_SCCB;
	if (adapter->algo->smbus_xfer) {
		for (ret = 0, try = 0; try <= adapter->retries; try++) {
			ret = adapter->algo->smbus_xfer(adapter, addr, flags,
							read_write, command,
							protocol, data);
			if (ret != -EAGAIN)
				break;
		}
		if (ret != -EOPNOTSUPP || !adapter->algo->master_xfer)
			return ret;
	}
	return smbus_xfer_emulated(adapter, addr, flags, read_write, command,
				   protocol, data);
}
EXPORT_SYMBOL(__i2c_smbus_xfer);

s32 i2c_smbus_xfer(struct i2c_adapter *adapter, u16 addr, unsigned short flags,
		   char read_write, u8 command, int protocol,
		   union i2c_smbus_data *data)
{
	s32 res;

	if (!adapter->algo->smbus_xfer && !adapter->algo->master_xfer)
		return -EOPNOTSUPP;
	i2c_lock_bus(adapter, I2C_LOCK_SEGMENT);
	res = __i2c_smbus_xfer(adapter, addr, flags, read_write, command,
			       protocol, data);
	i2c_unlock_bus(adapter, I2C_LOCK_SEGMENT);
	return res;
}
EXPORT_SYMBOL(i2c_smbus_xfer);

static s32 client_xfer(const struct i2c_client *client, char read_write,
		       u8 command, int protocol, union i2c_smbus_data *data)
{
	return i2c_smbus_xfer(client->adapter, client->addr, client->flags,
			      read_write, command, protocol, data);
}

s32 i2c_smbus_read_byte(const struct i2c_client *client)
{
	union i2c_smbus_data data;
	int status =
		client_xfer(client, I2C_SMBUS_READ, 0, I2C_SMBUS_BYTE, &data);

	return status < 0 ? status : data.byte;
}
EXPORT_SYMBOL(i2c_smbus_read_byte);

s32 i2c_smbus_write_byte(const struct i2c_client *client, u8 value)
{
	return client_xfer(client, I2C_SMBUS_WRITE, value, I2C_SMBUS_BYTE,
			   NULL);
}
EXPORT_SYMBOL(i2c_smbus_write_byte);

s32 i2c_smbus_read_byte_data(const struct i2c_client *client, u8 command)
{
	union i2c_smbus_data data;
	int status = client_xfer(client, I2C_SMBUS_READ, command,
				 I2C_SMBUS_BYTE_DATA, &data);

	return status < 0 ? status : data.byte;
}
EXPORT_SYMBOL(i2c_smbus_read_byte_data);

s32 i2c_smbus_write_byte_data(const struct i2c_client *client, u8 command,
			      u8 value)
{
	union i2c_smbus_data data = { .byte = value };

	return client_xfer(client, I2C_SMBUS_WRITE, command,
			   I2C_SMBUS_BYTE_DATA, &data);
}
EXPORT_SYMBOL(i2c_smbus_write_byte_data);

s32 i2c_smbus_read_word_data(const struct i2c_client *client, u8 command)
{
	union i2c_smbus_data data;
	int status = client_xfer(client, I2C_SMBUS_READ, command,
				 I2C_SMBUS_WORD_DATA, &data);

	return status < 0 ? status : data.word;
}
EXPORT_SYMBOL(i2c_smbus_read_word_data);

s32 i2c_smbus_write_word_data(const struct i2c_client *client, u8 command,
			      u16 value)
{
	union i2c_smbus_data data = { .word = value };

	return client_xfer(client, I2C_SMBUS_WRITE, command,
			   I2C_SMBUS_WORD_DATA, &data);
}
EXPORT_SYMBOL(i2c_smbus_write_word_data);

s32 i2c_smbus_read_block_data(const struct i2c_client *client, u8 command,
			      u8 *values)
{
	union i2c_smbus_data data;
	int status = client_xfer(client, I2C_SMBUS_READ, command,
				 I2C_SMBUS_BLOCK_DATA, &data);

	if (status)
		return status;
	memcpy(values, &data.block[1], data.block[0]);
	return data.block[0];
}
EXPORT_SYMBOL(i2c_smbus_read_block_data);

/* A block of at most I2C_SMBUS_BLOCK_MAX bytes written by @protocol. */
static s32 write_block(const struct i2c_client *client, u8 command, u8 length,
		       const u8 *values, int protocol)
{
	union i2c_smbus_data data;

	if (length > I2C_SMBUS_BLOCK_MAX)
		length = I2C_SMBUS_BLOCK_MAX;
	data.block[0] = length;
	memcpy(&data.block[1], values, length);
	return client_xfer(client, I2C_SMBUS_WRITE, command, protocol, &data);
}

s32 i2c_smbus_write_block_data(const struct i2c_client *client, u8 command,
			       u8 length, const u8 *values)
{
	return write_block(client, command, length, values,
			   I2C_SMBUS_BLOCK_DATA);
}
EXPORT_SYMBOL(i2c_smbus_write_block_data);

s32 i2c_smbus_read_i2c_block_data(const struct i2c_client *client, u8 command,
				  u8 length, u8 *values)
{
	union i2c_smbus_data data;
	int status;

	if (length > I2C_SMBUS_BLOCK_MAX)
		length = I2C_SMBUS_BLOCK_MAX;
	data.block[0] = length;
	status = client_xfer(client, I2C_SMBUS_READ, command,
			     I2C_SMBUS_I2C_BLOCK_DATA, &data);
	if (status < 0)
		return status;
	memcpy(values, &data.block[1], data.block[0]);
	return data.block[0];
}
EXPORT_SYMBOL(i2c_smbus_read_i2c_block_data);

s32 i2c_smbus_write_i2c_block_data(const struct i2c_client *client, u8 command,
				   u8 length, const u8 *values)
{
	return write_block(client, command, length, values,
			   I2C_SMBUS_I2C_BLOCK_DATA);
}
EXPORT_SYMBOL(i2c_smbus_write_i2c_block_data);

s32 i2c_smbus_read_i2c_block_data_or_emulated(const struct i2c_client *client,
					      u8 command, u8 length, u8 *values)
{
	u8 i = 0;
	int status;

	if (length > I2C_SMBUS_BLOCK_MAX)
		length = I2C_SMBUS_BLOCK_MAX;
	if (i2c_check_functionality(client->adapter,
				    I2C_FUNC_SMBUS_READ_I2C_BLOCK))
		return i2c_smbus_read_i2c_block_data(client, command, length,
						     values);
	if (!i2c_check_functionality(client->adapter,
				     I2C_FUNC_SMBUS_READ_BYTE_DATA))
		return -EOPNOTSUPP;
	for (; i < length; i++) {
		status = i2c_smbus_read_byte_data(client, command + i);
		if (status < 0)
			return status;
		values[i] = (u8)status;
	}
	return i;
}
EXPORT_SYMBOL(i2c_smbus_read_i2c_block_data_or_emulated);
