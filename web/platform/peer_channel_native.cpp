#include "platform/peer_channel.hpp"

namespace platform {

// The native window has no WebRTC stack: the live table is the browser's.
bool peer_available() { return false; }
std::string peer_unavailable_reason() {
    return "No live table here: playing together needs the app in a browser (WebRTC).";
}
void peer_make_offer(bool) {}
void peer_answer_offer(const std::string&, bool) {}
void peer_accept_answer(const std::string&) {}
void peer_close() {}
bool peer_send(const PeerMessage&) { return false; }
std::vector<PeerMessage> peer_take_received() { return {}; }
PeerStatus peer_status() { return {PeerState::Failed, IceState::Closed, {}, peer_unavailable_reason()}; }

}  // namespace platform
