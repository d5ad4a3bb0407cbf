#pragma once
// A live table between two devices with no server (issue 30): one WebRTC peer connection with one ordered data
// channel. This device makes an offer or answers the other's; each description is gathered whole (candidate
// gathering waits at most a few seconds) and handed over as text, which the app turns into a join code. Every
// call returns at once; the app polls the state each frame. Natively there is no WebRTC: no live table here.
#include <cstdint>
#include <string>
#include <vector>

namespace platform {

using PeerMessage = std::vector<std::uint8_t>;

enum class PeerState {
    Idle,        // nothing started, or closed by this device
    Gathering,   // making this device's description
    Connecting,  // the description is ready; waiting for the other device's, or for the channel to open
    Open,
    Closed,  // the other device closed the channel (left, reloaded)
    Failed,  // the connection could not be made or was lost for good
};

// The connection's ICE state, so a short drop that recovers is told apart from a failure.
enum class IceState { New, Checking, Connected, Disconnected, Failed, Closed };

struct PeerStatus {
    PeerState state = PeerState::Idle;
    IceState ice = IceState::New;
    std::string local_description;  // this device's whole SDP once gathered, else empty
    std::string error;              // why it failed, in plain words
};

// Whether this platform can open a live table at all; else `peer_unavailable_reason()` says why.
bool peer_available();
std::string peer_unavailable_reason();

// Starts a new connection (closing any earlier one) that makes an offer; `use_stun`: the player allowed a public
// STUN server, so the description also holds the address the internet sees.
void peer_make_offer(bool use_stun);
// Starts a new connection that takes the other device's offer and makes an answer.
void peer_answer_offer(const std::string& remote_sdp, bool use_stun);
// Takes the other device's answer to this device's offer.
void peer_accept_answer(const std::string& remote_sdp);
void peer_close();

// Sends one message over the open channel (large ones in parts); false when it is not open.
bool peer_send(const PeerMessage& message);
// The messages received since the last call, whole, oldest first.
std::vector<PeerMessage> peer_take_received();
PeerStatus peer_status();

}  // namespace platform
