// An init script (page.addInitScript) that notes when the app's runtime has started and when its first frame
// is on screen: it wraps the Module.onRuntimeInitialized and Module.onFirstFrame that boot.js (or the bench's
// bare page) defines, and sets window.runtimeStartedAt and window.firstFrameAt to performance.now() then.
export function noteFirstFrame() {
  const noting = (module, callback, mark) => {
    const original = module[callback];
    module[callback] = function () {
      window[mark] = performance.now();
      if (original) original.apply(this, arguments);
    };
  };
  let module;
  Object.defineProperty(window, 'Module', {
    configurable: true,
    get: () => module,
    set: (value) => {
      module = value;
      noting(value, 'onRuntimeInitialized', 'runtimeStartedAt');
      noting(value, 'onFirstFrame', 'firstFrameAt');
    },
  });
}
