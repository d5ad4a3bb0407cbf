#include "platform/js_string.hpp"
#include "platform/peer_channel.hpp"

extern "C" {
// peer_channel.js
int bb_js_peer_available();
void bb_js_peer_offer(int use_stun);
void bb_js_peer_answer(const char* remote_sdp, int use_stun);
void bb_js_peer_accept(const char* remote_sdp);
void bb_js_peer_close();
int bb_js_peer_send(const std::uint8_t* data, int size);
int bb_js_peer_next(std::uint8_t* buffer, int capacity);
int bb_js_peer_state();
int bb_js_peer_ice();
char* bb_js_peer_local_sdp();
char* bb_js_peer_error();
}

namespace platform {

bool peer_available() { return bb_js_peer_available() != 0; }

std::string peer_unavailable_reason() {
    return peer_available() ? std::string{} : "This browser cannot open a live table (it has no WebRTC).";
}

void peer_make_offer(bool use_stun) { bb_js_peer_offer(use_stun ? 1 : 0); }
void peer_answer_offer(const std::string& remote_sdp, bool use_stun) {
    bb_js_peer_answer(remote_sdp.c_str(), use_stun ? 1 : 0);
}
void peer_accept_answer(const std::string& remote_sdp) { bb_js_peer_accept(remote_sdp.c_str()); }
void peer_close() { bb_js_peer_close(); }

bool peer_send(const PeerMessage& message) {
    return bb_js_peer_send(message.data(), static_cast<int>(message.size())) != 0;
}

std::vector<PeerMessage> peer_take_received() {
    std::vector<PeerMessage> received;
    for (int size = bb_js_peer_next(nullptr, 0); size >= 0; size = bb_js_peer_next(nullptr, 0)) {
        PeerMessage message(static_cast<std::size_t>(size));
        bb_js_peer_next(message.data(), size);
        received.push_back(std::move(message));
    }
    return received;
}

PeerStatus peer_status() {
    return {static_cast<PeerState>(bb_js_peer_state()), static_cast<IceState>(bb_js_peer_ice()),
            adopt_js_string(bb_js_peer_local_sdp()), adopt_js_string(bb_js_peer_error())};
}

}  // namespace platform
