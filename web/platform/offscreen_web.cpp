#include "platform/offscreen.hpp"

#include <GLES3/gl3.h>
#include <imgui_impl_opengl3.h>

namespace platform {

bb::Result<std::vector<std::uint8_t>> render_offscreen(ImDrawList& list, int width, int height, ImVec4 background) {
    GLint max_size = 0;
    glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &max_size);
    if (width <= 0 || height <= 0 || width > max_size || height > max_size)
        return bb::make_error("The image would be too large for this device's graphics.");
    GLint previous = 0;
    glGetIntegerv(GL_FRAMEBUFFER_BINDING, &previous);
    GLuint framebuffer = 0, colour = 0;
    glGenFramebuffers(1, &framebuffer);
    glGenRenderbuffers(1, &colour);
    glBindRenderbuffer(GL_RENDERBUFFER, colour);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
    bb::Result<std::vector<std::uint8_t>> result = bb::make_error("This device cannot draw off screen.");
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE) {
        glViewport(0, 0, width, height);
        glClearColor(background.x, background.y, background.z, background.w);
        glClear(GL_COLOR_BUFFER_BIT);
        ImDrawList* lists[] = {&list};
        ImDrawData data;
        data.Valid = true;
        data.CmdLists = lists;
        data.CmdListsCount = 1;
        data.TotalVtxCount = list.VtxBuffer.Size;
        data.TotalIdxCount = list.IdxBuffer.Size;
        data.DisplayPos = {0, 0};
        data.DisplaySize = {float(width), float(height)};
        data.FramebufferScale = {1, 1};
        ImGui_ImplOpenGL3_RenderDrawData(&data);
        std::vector<std::uint8_t> pixels(std::size_t(width) * height * 4);
        glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
        // GL reads bottom row first; images list the top row first.
        std::vector<std::uint8_t> flipped(pixels.size());
        const std::size_t stride = std::size_t(width) * 4;
        for (int y = 0; y < height; ++y)
            std::copy_n(pixels.begin() + std::ptrdiff_t((height - 1 - y) * stride), stride,
                        flipped.begin() + std::ptrdiff_t(y * stride));
        result = std::move(flipped);
    }
    glBindFramebuffer(GL_FRAMEBUFFER, GLuint(previous));
    glDeleteRenderbuffers(1, &colour);
    glDeleteFramebuffers(1, &framebuffer);
    return result;
}

}  // namespace platform
