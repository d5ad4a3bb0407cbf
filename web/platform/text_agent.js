// The phone's own keyboard for the app's text fields (text_agent.hpp): one real <input>, the "text agent", laid
// over the field being edited, for the phone's keyboard to type into. A finger lifted over a text field focuses it
// inside that touchend handler, the only moment iOS opens its keyboard. The app then tells it the field's text,
// place and selection, and every change the keyboard makes to it (letters, backspace, autocorrect, swipe typing,
// accents and CJK being composed, paste, a moved caret) goes back as its whole text before and after, so nothing
// is lost or doubled whatever the keyboard did. Keys pressed in it never reach SDL, which would type them again.
// Emscripten JS library: called from text_agent_web.cpp.
mergeInto(LibraryManager.library, {
  $BBTextAgent__deps: ['$bbWakeApp', '$stringToNewUTF8', 'free'],
  $BBTextAgent: {
    kSlop: 10,  // CSS pixels a finger may travel and still tap (app/touch_gesture.hpp)
    input: null,
    field: null,         // what the app last showed it over, or null
    value: '',           // the text the app was last told of: the "before" of the next edit
    selection: [0, 0],   // and its selection then (UTF-16 offsets)
    sent: 0,             // edits sent to the app
    composing: false,
    quiet: false,        // the page itself is taking the focus away: no news for the app
    landed: {},          // where each finger on the canvas came down
    fingers: 0,          // how many fingers took part in the touch going on

    // The app counts places in code points, the page in UTF-16 units.
    codePoints: function (text, units) {
      let count = 0;
      for (let i = 0; i < units; i++, count++) {
        const c = text.charCodeAt(i);
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < units) i++;
      }
      return count;
    },
    units: function (text, codePoints) {
      let i = 0;
      for (let n = 0; n < codePoints && i < text.length; n++) {
        const c = text.charCodeAt(i);
        i += c >= 0xD800 && c < 0xDC00 ? 2 : 1;
      }
      return i;
    },

    send: function (kind, before, after, start, end) {
      Module.whenAllCode(function () {
        const b = stringToNewUTF8(before), a = stringToNewUTF8(after);
        Module['_bb_text_agent_event'](kind, b, a, start, end);
        _free(b);
        _free(a);
      });
      bbWakeApp();
    },
    // Whatever the keyboard changed, text or caret, since the app was last told.
    sendEdit: function () {
      const input = BBTextAgent.input, value = input.value;
      const start = input.selectionStart, end = input.selectionEnd;
      if (value === BBTextAgent.value && start === BBTextAgent.selection[0] && end === BBTextAgent.selection[1]) return;
      BBTextAgent.send(0, BBTextAgent.value, value, BBTextAgent.codePoints(value, start), BBTextAgent.codePoints(value, end));
      BBTextAgent.sent++;
      BBTextAgent.value = value;
      BBTextAgent.selection = [start, end];
    },
    sendEnter: function () {
      BBTextAgent.sendEdit();
      BBTextAgent.send(1, '', '', 0, 0);
    },

    focus: function (number) {
      const input = BBTextAgent.input;
      input.inputMode = number ? 'decimal' : 'text';
      // A keyboard the player closed (Android's Back leaves the agent focused) opens again only on a new focus.
      if (document.activeElement === input) {
        BBTextAgent.quiet = true;
        input.blur();
        BBTextAgent.quiet = false;
      }
      input.focus({ preventScroll: true });
    },

    touchStart: function (event) {
      for (const touch of event.changedTouches) BBTextAgent.landed[touch.identifier] = { x: touch.clientX, y: touch.clientY };
      BBTextAgent.fingers = Math.max(BBTextAgent.fingers, event.touches.length);
    },
    touchEnd: function (event) {
      if (event.touches.length > 0) return;
      const lifted = event.changedTouches[0], landed = lifted && BBTextAgent.landed[lifted.identifier];
      const oneFinger = BBTextAgent.fingers === 1;
      BBTextAgent.landed = {};
      BBTextAgent.fingers = 0;
      // A tap, not a scroll or a pinch; and the app's code that answers must be there.
      if (!oneFinger || !landed || Math.hypot(lifted.clientX - landed.x, lifted.clientY - landed.y) > BBTextAgent.kSlop ||
          !Module.allCodeRunning()) return;
      const box = Module['canvas'].getBoundingClientRect();
      const under = Module['_bb_text_agent_field_under'](lifted.clientX - box.left, lifted.clientY - box.top);
      if (under) BBTextAgent.focus(under === 2);
    },
    touchCancel: function () {
      BBTextAgent.landed = {};
      BBTextAgent.fingers = 0;
    },

    show: function (field) {
      const input = BBTextAgent.input, box = Module['canvas'].getBoundingClientRect();
      input.style.left = box.left + field.x + 'px';
      input.style.top = box.top + field.y + 'px';
      input.style.width = field.width + 'px';
      input.style.height = field.height + 'px';
      input.inputMode = field.number ? 'decimal' : 'text';
      const another = !BBTextAgent.field || BBTextAgent.field.id !== field.id;
      BBTextAgent.field = field;
      // The field's text replaces the agent's, unless an edit is still on its way to the app or the keyboard is
      // composing (changing the text under an IME would break its word).
      if (another || (field.taken === BBTextAgent.sent && !BBTextAgent.composing)) {
        const start = BBTextAgent.units(field.text, field.start), end = BBTextAgent.units(field.text, field.end);
        if (input.value !== field.text) input.value = field.text;
        if (input.selectionStart !== start || input.selectionEnd !== end) input.setSelectionRange(start, end);
        BBTextAgent.value = field.text;
        BBTextAgent.selection = [start, end];
      }
      // A field a finger made active that the touchend did not see (the browser may still open the keyboard).
      if (document.activeElement !== input) input.focus({ preventScroll: true });
    },
    hide: function () {
      BBTextAgent.field = null;
      if (document.activeElement !== BBTextAgent.input) return;
      BBTextAgent.quiet = true;
      BBTextAgent.input.blur();
      BBTextAgent.quiet = false;
    },
  },

  bb_js_text_agent_start__deps: ['$BBTextAgent'],
  bb_js_text_agent_start: function () {
    const input = document.createElement('input');
    input.id = 'text-agent';
    input.type = 'text';
    input.autocomplete = 'off';
    input.tabIndex = -1;  // never reached by Tab: a desktop keyboard types through SDL, not into the agent
    input.setAttribute('enterkeyhint', 'done');
    input.setAttribute('aria-label', 'Text being typed');
    document.body.appendChild(input);
    BBTextAgent.input = input;
    input.addEventListener('input', function () {
      // A phone's number keys may give a decimal comma; the app's number fields read a point.
      if (BBTextAgent.field && BBTextAgent.field.number && input.value.indexOf(',') >= 0) {
        const caret = input.selectionStart;
        input.value = input.value.replace(/,/g, '.');
        input.setSelectionRange(caret, caret);
      }
      BBTextAgent.sendEdit();
    });
    input.addEventListener('beforeinput', function (event) {
      if (event.inputType !== 'insertLineBreak' && event.inputType !== 'insertParagraph') return;
      event.preventDefault();
      BBTextAgent.sendEnter();
    });
    input.addEventListener('compositionstart', function () { BBTextAgent.composing = true; });
    input.addEventListener('compositionend', function () {
      BBTextAgent.composing = false;
      BBTextAgent.sendEdit();
    });
    // The caret or the selection moved with no text changed (browsers tell it in one of these ways).
    const selectionMoved = function () {
      if (document.activeElement === input && !BBTextAgent.composing) BBTextAgent.sendEdit();
    };
    document.addEventListener('selectionchange', selectionMoved);
    input.addEventListener('selectionchange', selectionMoved);
    input.addEventListener('select', selectionMoved);
    input.addEventListener('keydown', function (event) {
      event.stopPropagation();
      if (event.key === 'Enter' && !event.isComposing && event.keyCode !== 229) {
        event.preventDefault();
        BBTextAgent.sendEnter();
      }
    });
    input.addEventListener('keyup', function (event) {
      event.stopPropagation();
      selectionMoved();  // arrow keys of a keyboard attached to the phone
    });
    input.addEventListener('keypress', function (event) { event.stopPropagation(); });
    // The keyboard closed (iOS's Done) or the focus went elsewhere: the field keeps what was typed.
    input.addEventListener('blur', function () {
      if (!BBTextAgent.quiet) BBTextAgent.send(2, '', '', 0, 0);
    });
    const canvas = Module['canvas'];
    canvas.addEventListener('touchstart', BBTextAgent.touchStart, { passive: true });
    canvas.addEventListener('touchend', BBTextAgent.touchEnd, { passive: true });
    canvas.addEventListener('touchcancel', BBTextAgent.touchCancel, { passive: true });
  },

  bb_js_text_agent_show__deps: ['$BBTextAgent'],
  bb_js_text_agent_show: function (id, x, y, width, height, textPtr, start, end, number, taken) {
    BBTextAgent.show({ id: id, x: x, y: y, width: width, height: height, text: UTF8ToString(textPtr), start: start,
      end: end, number: !!number, taken: taken });
  },

  bb_js_text_agent_hide__deps: ['$BBTextAgent'],
  bb_js_text_agent_hide: function () { BBTextAgent.hide(); },
});
