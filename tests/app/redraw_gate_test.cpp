#include "app/redraw_gate.hpp"

#include <doctest/doctest.h>

namespace {

// One frame of a window holding `text`, rendered by ImGui to draw data (no GPU needed).
const ImDrawData& picture_of(const char* text, float width = 800) {
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = {width, 600};
    io.DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    ImGui::SetNextWindowPos({10, 10});
    ImGui::Begin("panel");
    ImGui::TextUnformatted(text);
    ImGui::End();
    ImGui::Render();
    return *ImGui::GetDrawData();
}

struct ImGuiFrames {
    ImGuiFrames() {
        ImGui::CreateContext();
        ImGui::GetIO().IniFilename = nullptr;
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    }
    ~ImGuiFrames() { ImGui::DestroyContext(); }
};

}  // namespace

TEST_CASE("a frame is drawn only when its picture differs from the one on screen") {
    ImGuiFrames imgui;
    app::RedrawGate gate;
    CHECK(gate.changed(picture_of("VP 3")));  // nothing on screen yet
    // ImGui settles a new window's size over its first frames; after that the same picture is not drawn again.
    for (int i = 0; i < 3; ++i) gate.changed(picture_of("VP 3"));
    const long settled = gate.drawn();
    CHECK_FALSE(gate.changed(picture_of("VP 3")));
    CHECK_FALSE(gate.changed(picture_of("VP 3")));
    CHECK(gate.drawn() == settled);
    // One glyph differs: the same number of vertices, other texture coordinates.
    CHECK(gate.changed(picture_of("VP 8")));
    CHECK_FALSE(gate.changed(picture_of("VP 8")));
    // A resized screen is drawn again even with the same content (the browser cleared the canvas).
    CHECK(gate.changed(picture_of("VP 8", 801)));
    CHECK(gate.drawn() == settled + 2);
    gate.forget();  // the page was hidden
    CHECK(gate.changed(picture_of("VP 8", 801)));
}
