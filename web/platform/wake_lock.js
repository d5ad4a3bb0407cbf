// The screen stays on while a battlefield is open and the page is visible (a phone on the table would sleep
// after 30-60 s). The browser lets go of the lock whenever the page is hidden; it is asked for again when the
// page is visible again. The player's setting is kept in localStorage. A browser without the Wake Lock API
// simply sleeps as before. Emscripten JS library: called from wake_lock_web.cpp.
mergeInto(LibraryManager.library, {
  $BBWakeLock: {
    kSetting: 'battleboard-keep-screen-on',
    wanted: false,
    sentinel: null,
    asking: false,
    started: false,
    enabled: function () {
      try { return localStorage.getItem(BBWakeLock.kSetting) !== 'off'; } catch (e) { return true; }
    },
    update: function () {
      if (!BBWakeLock.started) {
        BBWakeLock.started = true;
        document.addEventListener('visibilitychange', BBWakeLock.update);
      }
      const want = BBWakeLock.wanted && BBWakeLock.enabled() && document.visibilityState === 'visible';
      if (want && !BBWakeLock.sentinel && !BBWakeLock.asking && navigator.wakeLock) {
        BBWakeLock.asking = true;
        navigator.wakeLock.request('screen').then(function (sentinel) {
          BBWakeLock.asking = false;
          BBWakeLock.sentinel = sentinel;
          sentinel.addEventListener('release', function () {
            if (BBWakeLock.sentinel === sentinel) BBWakeLock.sentinel = null;
          });
          BBWakeLock.update();  // the page may have been hidden, or the setting turned off, meanwhile
        }, function () { BBWakeLock.asking = false; });  // refused (e.g. low battery): asked again when shown
      } else if (!want && BBWakeLock.sentinel) {
        const sentinel = BBWakeLock.sentinel;
        BBWakeLock.sentinel = null;
        sentinel.release().catch(function () {});
      }
    },
  },
  bb_js_wake_lock_want__deps: ['$BBWakeLock'],
  bb_js_wake_lock_want: function (wanted) {
    if (BBWakeLock.wanted === !!wanted) return;
    BBWakeLock.wanted = !!wanted;
    BBWakeLock.update();
  },
  bb_js_wake_lock_setting__deps: ['$BBWakeLock'],
  bb_js_wake_lock_setting: function () { return BBWakeLock.enabled() ? 1 : 0; },
  bb_js_wake_lock_set_setting__deps: ['$BBWakeLock'],
  bb_js_wake_lock_set_setting: function (on) {
    try { localStorage.setItem(BBWakeLock.kSetting, on ? 'on' : 'off'); } catch (e) { /* storage disabled */ }
    BBWakeLock.update();
  },
});
