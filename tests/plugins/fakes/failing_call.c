/* A plugin whose every operation fails with a message for the player. */
#include "battleboard/plugin/abi.h"

#include <stdlib.h>
#include <string.h>

uint32_t bb_plugin_api_version(void) { return BB_PLUGIN_API_VERSION; }
uint8_t* bb_plugin_alloc(uint32_t size) { return (uint8_t*)malloc(size ? size : 1u); }
void bb_plugin_free(uint8_t* buffer) { free(buffer); }
uint32_t bb_plugin_call(const uint8_t* operation, uint32_t operation_size, const uint8_t* request,
                        uint32_t request_size, uint8_t** reply, uint32_t* reply_size) {
    static const char message[] = "the rules data is missing";
    (void)operation, (void)operation_size, (void)request, (void)request_size;
    *reply = (uint8_t*)malloc(sizeof message - 1);
    memcpy(*reply, message, sizeof message - 1);
    *reply_size = sizeof message - 1;
    return BB_STATUS_FAILED;
}
