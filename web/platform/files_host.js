// Files in and out of the browser app: downloads through a Blob link, and an <input type=file> opened from
// a canvas button (the tap on the canvas gives the page the user activation a file picker needs).
// Emscripten JS library: called from files_web.cpp.
mergeInto(LibraryManager.library, {
  $BBFiles__deps: ['$bbWakeApp', '$stringToNewUTF8', 'free'],
  $BBFiles: {
    kMaxImportBytes: 4 * 1024 * 1024,  // far beyond any real setup; refuses huge files before reading them
    offer: function (name, blob) {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.hidden = true;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(function () { URL.revokeObjectURL(url); }, 60000);
    },
    // Opens the browser's file picker for `accept` and hands `take` the file the player chose (nothing when none).
    choose: function (accept, take) {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = accept;
      input.hidden = true;
      document.body.appendChild(input);
      input.addEventListener('cancel', function () { input.remove(); });
      input.addEventListener('change', function () {
        const file = input.files && input.files[0];
        input.remove();
        if (file) take(file);
      });
      input.click();
    },
    answer: function (token, name, text, error) {
      Module.whenAllCode(function () {
        const ptrs = [name, text, error].map(function (s) { return s === null ? 0 : stringToNewUTF8(s); });
        bbWakeApp();
        Module['_bb_file_picked'](token, ptrs[0], ptrs[1], ptrs[2]);
        ptrs.forEach(function (p) { if (p) _free(p); });
      });
    },
  },

  bb_js_download__deps: ['$BBFiles'],
  bb_js_download: function (namePtr, mimePtr, bytesPtr, size) {
    const bytes = HEAPU8.slice(bytesPtr, bytesPtr + size);
    BBFiles.offer(UTF8ToString(namePtr), new Blob([bytes], { type: UTF8ToString(mimePtr) }));
  },

  bb_js_download_png__deps: ['$BBFiles'],
  bb_js_download_png: function (namePtr, width, height, rgbaPtr) {
    const name = UTF8ToString(namePtr);
    const pixels = new Uint8ClampedArray(HEAPU8.slice(rgbaPtr, rgbaPtr + width * height * 4).buffer);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
    canvas.toBlob(function (blob) { if (blob) BBFiles.offer(name, blob); }, 'image/png');
  },

  bb_js_pick_file__deps: ['$BBFiles'],
  bb_js_pick_file: function (acceptPtr, token) {
    BBFiles.choose(UTF8ToString(acceptPtr), function (file) {
      if (file.size > BBFiles.kMaxImportBytes) {
        BBFiles.answer(token, file.name, null, file.name + ' is too big to be a Battleboard setup (' +
          Math.round(file.size / 1024) + ' KB).');
        return;
      }
      file.text().then(function (text) { BBFiles.answer(token, file.name, text, null); },
        function (e) { BBFiles.answer(token, file.name, null, 'Could not read ' + file.name + ': ' + e); });
    });
  },

  // The same picker for a binary file (a plugin bundle): its bytes, copied into the app's memory.
  bb_js_pick_bytes__deps: ['$BBFiles', '$bbWakeApp', '$stringToNewUTF8', 'malloc', 'free'],
  bb_js_pick_bytes: function (acceptPtr, limit, token) {
    const answer = function (name, bytes, error) {
      Module.whenAllCode(function () {
        const namePtr = stringToNewUTF8(name), errorPtr = error ? stringToNewUTF8(error) : 0;
        const bytesPtr = bytes ? _malloc(Math.max(bytes.length, 1)) : 0;
        if (bytes) HEAPU8.set(bytes, bytesPtr);
        bbWakeApp();
        Module['_bb_bytes_picked'](token, namePtr, bytesPtr, bytes ? bytes.length : 0, errorPtr);
        [namePtr, errorPtr, bytesPtr].forEach(function (p) { if (p) _free(p); });
      });
    };
    BBFiles.choose(UTF8ToString(acceptPtr), function (file) {
      if (file.size > limit) {
        answer(file.name, null, file.name + ' is too big (' + Math.round(file.size / 1048576) + ' MB).');
        return;
      }
      file.arrayBuffer().then(function (buffer) { answer(file.name, new Uint8Array(buffer), null); },
        function (e) { answer(file.name, null, 'Could not read ' + file.name + ': ' + e); });
    });
  },
});
