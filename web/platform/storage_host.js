// The device's save store in the browser: one IndexedDB database ("battleboard", object store "saves")
// holding text records by key. A page that is closing may lose an IndexedDB write still in flight, so writes
// made then are also journaled in localStorage (synchronous) until their transaction commits; the next
// listing moves any journaled record into IndexedDB. Emscripten JS library: functions are called from storage_web.cpp, which
// gets every answer through _bb_store_done(token, error, listing).
mergeInto(LibraryManager.library, {
  $BBStore__deps: ['$bbWakeApp', '$stringToNewUTF8', 'free'],
  $BBStore: {
    opening: null,
    open: function () {
      if (!BBStore.opening) {
        BBStore.opening = new Promise(function (resolve, reject) {
          if (typeof indexedDB === 'undefined') throw new Error('this browser keeps no saves (no IndexedDB)');
          const request = indexedDB.open('battleboard', 1);
          request.onupgradeneeded = function () { request.result.createObjectStore('saves'); };
          request.onsuccess = function () { resolve(request.result); };
          request.onerror = function () { reject(request.error); };
          request.onblocked = function () { reject(new Error('another tab holds an older save store open')); };
        });
      }
      return BBStore.opening;
    },
    // Runs `work` in a transaction and settles when the transaction has committed (or failed).
    transaction: function (mode, work) {
      return BBStore.open().then(function (db) {
        return new Promise(function (resolve, reject) {
          const tx = db.transaction('saves', mode);
          const result = work(tx.objectStore('saves'));
          tx.oncomplete = function () { resolve(result); };
          tx.onerror = function () { reject(tx.error); };
          tx.onabort = function () { reject(tx.error || new Error('the save was cancelled')); };
        });
      });
    },
    kJournal: 'battleboard-journal:',
    journal: function () {
      const out = [];
      try {
        for (let i = 0; i < localStorage.length; i++) {
          const name = localStorage.key(i);
          if (name.startsWith(BBStore.kJournal)) out.push({ key: name.slice(BBStore.kJournal.length), text: localStorage.getItem(name) });
        }
      } catch (e) { /* storage disabled: nothing journaled */ }
      return out;
    },
    // Writes not yet committed, by key (the latest text put). A closing page journals them all: an earlier write
    // still in flight would otherwise be lost with the page, and the app's closing flush skips what it already
    // handed over.
    inFlight: {},
    watching: false,
    watchClosing: function () {
      if (BBStore.watching) return;
      BBStore.watching = true;
      window.addEventListener('pagehide', function () {
        try {
          Object.keys(BBStore.inFlight).forEach(function (key) {
            localStorage.setItem(BBStore.kJournal + key, BBStore.inFlight[key]);
          });
        } catch (e) { /* storage disabled: IndexedDB may still make it */ }
      });
    },
    // Forgets a journaled record once IndexedDB holds it, unless a later write replaced it meanwhile.
    settle: function (key, text) {
      if (BBStore.inFlight[key] === text) delete BBStore.inFlight[key];
      try {
        if (localStorage.getItem(BBStore.kJournal + key) === text) localStorage.removeItem(BBStore.kJournal + key);
      } catch (e) { /* storage disabled */ }
    },
    answer: function (token, error, listing) {
      const message = error ? 'the browser refused: ' + String(error && error.message || error) : null;
      Module.whenAllCode(function () {
        const errorPtr = message ? stringToNewUTF8(message) : 0;
        const listingPtr = listing ? stringToNewUTF8(listing) : 0;
        bbWakeApp();
        Module['_bb_store_done'](token, errorPtr, listingPtr);
        if (errorPtr) _free(errorPtr);
        if (listingPtr) _free(listingPtr);
      });
    },
  },

  bb_js_store_put__deps: ['$BBStore'],
  bb_js_store_put: function (keyPtr, textPtr, closing, token) {
    const key = UTF8ToString(keyPtr), text = UTF8ToString(textPtr);
    BBStore.watchClosing();
    BBStore.inFlight[key] = text;
    if (closing) {
      try { localStorage.setItem(BBStore.kJournal + key, text); } catch (e) { /* IndexedDB may still make it */ }
    }
    BBStore.transaction('readwrite', function (store) { store.put(text, key); })
      .then(function () { BBStore.settle(key, text); BBStore.answer(token, null, null); },
        function (e) { BBStore.answer(token, e, null); });
  },

  bb_js_store_remove__deps: ['$BBStore'],
  bb_js_store_remove: function (keyPtr, token) {
    const key = UTF8ToString(keyPtr);
    delete BBStore.inFlight[key];  // a removed save never comes back from a write still in flight
    try { localStorage.removeItem(BBStore.kJournal + key); } catch (e) { /* storage disabled */ }
    BBStore.transaction('readwrite', function (store) { store.delete(key); })
      .then(function () { BBStore.answer(token, null, null); }, function (e) { BBStore.answer(token, e, null); });
  },

  // Lists every record, journaled ones first moved into IndexedDB; a value that is not text is passed on as
  // null, so the app can report it.
  bb_js_store_list__deps: ['$BBStore'],
  bb_js_store_list: function (token) {
    // The journal is read once the database is open, not in the call: a fresh page's first localStorage access
    // costs some 15 ms, and the app lists its saves while drawing its first frame.
    let journaled = [];
    BBStore.transaction('readwrite', function (store) {
      journaled = BBStore.journal();
      journaled.forEach(function (record) { store.put(record.text, record.key); });
      return { keys: store.getAllKeys(), values: store.getAll() };
    }).then(function (requests) {
      journaled.forEach(function (record) { BBStore.settle(record.key, record.text); });
      const values = requests.values.result;
      const items = requests.keys.result.map(function (key, i) {
        return { key: String(key), text: typeof values[i] === 'string' ? values[i] : null };
      });
      BBStore.answer(token, null, JSON.stringify(items));
    }, function (e) { BBStore.answer(token, e, '[]'); });
  },
});
