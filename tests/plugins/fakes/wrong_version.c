/* A plugin built against another API version, a future one unless FAKE_API_VERSION says which (the fake
 * "old_version" is built with the previous one): the host must refuse it before calling anything else. */
#include "battleboard/plugin/abi.h"

#include <stdlib.h>

#ifndef FAKE_API_VERSION
#define FAKE_API_VERSION (BB_PLUGIN_API_VERSION + 1u)
#endif

uint32_t bb_plugin_api_version(void) { return FAKE_API_VERSION; }
uint8_t* bb_plugin_alloc(uint32_t size) { return (uint8_t*)malloc(size ? size : 1u); }
void bb_plugin_free(uint8_t* buffer) { free(buffer); }
uint32_t bb_plugin_call(const uint8_t* operation, uint32_t operation_size, const uint8_t* request,
                        uint32_t request_size, uint8_t** reply, uint32_t* reply_size) {
    (void)operation, (void)operation_size, (void)request, (void)request_size;
    abort(); /* never reached: the host stops at the version check */
    *reply = 0;
    *reply_size = 0;
    return BB_STATUS_FAILED;
}
