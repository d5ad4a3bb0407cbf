# Nayuki's QR Code generator from Debian's qr-code-generator source package, as a small static library, the same
# for the browser and native builds. It draws the share link's QR code. The C edition, not the C++ one: the C++
# one builds its "data too long" message with an ostringstream, which pulled iostreams and every locale facet
# into the web app (54 KB of code).
bb_require_path("${BB_QRCODEGEN_DIR}/c/qrcodegen.c" "QR Code generator sources")
add_library(qrcodegen STATIC "${BB_QRCODEGEN_DIR}/c/qrcodegen.c")
target_include_directories(qrcodegen SYSTEM PUBLIC "${BB_QRCODEGEN_DIR}/c")
