# Nayuki's QR Code generator (C++) from Debian's qr-code-generator source package, as a small static library,
# the same for the browser and native builds. It draws the share link's QR code.
bb_require_path("${BB_QRCODEGEN_DIR}/cpp/qrcodegen.cpp" "QR Code generator sources")
add_library(qrcodegen STATIC "${BB_QRCODEGEN_DIR}/cpp/qrcodegen.cpp")
target_include_directories(qrcodegen SYSTEM PUBLIC "${BB_QRCODEGEN_DIR}/cpp")
