/* The Battleboard plugin boundary, version 3 (version 2 plugins read Battlefield v4 and answered every failed
 * operation with BB_STATUS_BAD_REQUEST; version 1 plugins predate Battlefield v4 and the link state
 * operations). Plain C so any compiler, a shared library or a separate
 * WebAssembly module can sit on either side. Everything that crosses is bytes: the operation name and a
 * request go in, a reply comes out. Requests and replies are versioned cereal portable-binary blobs.
 *
 * Memory: the host asks the plugin for request buffers with bb_plugin_alloc and hands them back with
 * bb_plugin_free; a reply is allocated by the plugin and freed by the host with bb_plugin_free. Nothing
 * allocated on one side is ever freed by the other (in the browser they are different memories).
 *
 * Changes: a new behaviour is a new operation name; the call signature never changes within a version.
 */
#ifndef BATTLEBOARD_PLUGIN_ABI_H
#define BATTLEBOARD_PLUGIN_ABI_H

#include <stdint.h>

#define BB_PLUGIN_API_VERSION 3u

/* bb_plugin_call results. On anything but BB_STATUS_OK the reply holds a UTF-8 message for the player.
 * BAD_REQUEST: the request could not be decoded. FAILED: it was read and refused (a rule, a state of another
 * version). DECLINED: "write-link-state" has no link layout for this state, so the host carries its bytes. */
#define BB_STATUS_OK 0u
#define BB_STATUS_UNKNOWN_OPERATION 1u
#define BB_STATUS_BAD_REQUEST 2u
#define BB_STATUS_FAILED 3u
#define BB_STATUS_DECLINED 4u

#ifdef __cplusplus
extern "C" {
#endif

/* The BB_PLUGIN_API_VERSION the plugin was built against. The host checks it before anything else. */
uint32_t bb_plugin_api_version(void);

uint8_t* bb_plugin_alloc(uint32_t size);
void bb_plugin_free(uint8_t* buffer);

/* Runs one operation. `operation` is not NUL-terminated. `*reply` and `*reply_size` are always set. */
uint32_t bb_plugin_call(const uint8_t* operation, uint32_t operation_size, const uint8_t* request,
                        uint32_t request_size, uint8_t** reply, uint32_t* reply_size);

#ifdef __cplusplus
}
#endif

#endif
