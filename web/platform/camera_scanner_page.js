// The camera scanner's page part, an ES module of the site (the web build copies it to scanner/; camera_scanner.js
// loads it the first time the scanner opens). The rear camera fills the screen in a <video> over the app, under a
// one-line hint and a Close button; a few times a second a frame, at most kLongestSide pixels, is handed to the
// QR code reader in a worker (camera_scanner_worker.js), so no decode holds up the page. The first code read ends the
// scan, unless the app asked for several (a battle's sync codes): then each new code is handed over and the scan
// goes on, under the app's hint, until the app or the player closes it. The camera is let go whenever it closes.

const kFrameGapMs = 150;  // from one frame's answer to the next frame: about five reads a second
const kLongestSide = 640;  // a join code (QR version 10) across half the frame still gets 5 pixels a module
const kDenseLongestSide = 1280;  // the same for a battle's sync code (QR version 25), read in a sharper picture
const kWorker = new URL('./camera_scanner_worker.js', import.meta.url);

let scan = null;  // the scan going on

function cameraMessage(error) {
  const name = error && error.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera was not allowed. Allow it for this site in the browser\'s settings, then scan again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device.';
  if (name === 'NotReadableError' || name === 'AbortError')
    return 'The camera is in use by another app. Close that app, then scan again.';
  return 'The camera could not be opened (' + ((error && error.message) || error) + ').';
}

function noCameraAccess() {
  return window.isSecureContext ? 'This browser gives pages no camera.'
    : 'The camera works only on a secure page (https); this page is not one.';
}

function element(tag, style, attributes = {}) {
  const e = document.createElement(tag);
  Object.assign(e.style, style);  // style properties, not attributes: the page's security policy allows only these
  Object.assign(e, attributes);
  return e;
}

// The full-screen view: hint and Close above, the camera's picture below.
function makeView(onClose) {
  const root = element('div', {
    position: 'fixed', left: '0', top: '0', right: '0', bottom: '0', zIndex: '10', display: 'flex',
    flexDirection: 'column', background: '#000', font: '16px/1.4 system-ui, sans-serif', color: '#e8e8e0',
  }, { id: 'camera-scanner' });
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-label', 'Scan a code');
  const bar = element('div', {
    display: 'flex', alignItems: 'center', gap: '12px', background: '#181a1e',
    padding: 'max(8px, env(safe-area-inset-top)) max(12px, env(safe-area-inset-right)) 8px max(12px, env(safe-area-inset-left))',
  });
  const hint = element('p', { flex: '1', margin: '0', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    { id: 'camera-scanner-hint', textContent: 'Starting the camera…' });
  hint.setAttribute('role', 'status');
  const close = element('button', {
    minWidth: '44px', minHeight: '44px', padding: '0 16px', font: 'inherit', border: '0', borderRadius: '8px',
    background: '#d4af37', color: '#181a1e',
  }, { id: 'camera-scanner-close', type: 'button', textContent: 'Close' });
  close.addEventListener('click', onClose);
  const video = element('video', { flex: '1', minHeight: '0', width: '100%', objectFit: 'cover' },
    { muted: true, playsInline: true, autoplay: true });
  video.setAttribute('playsinline', '');  // iOS plays inline, not in its own full-screen player
  bar.append(hint, close);
  root.append(bar, video);
  document.body.append(root);
  return { root, hint, video };
}

class Scan {
  constructor(report, each) {
    this.report = report;
    this.each = each;  // given each new code while the scan goes on; null: the first code ends it
    this.lastText = null;
    this.appHint = null;
    this.view = makeView(() => this.end(false, null));
    this.videoFrames = typeof VideoFrame === 'function';  // WebCodecs: frames go to the worker as they are
    this.canvas = null;  // else each frame is drawn small here first
    this.stream = null;
    this.readerReady = false;
    this.reading = false;  // a frame is with the worker
    this.timer = 0;
    this.worker = new Worker(kWorker, { type: 'module' });
    this.worker.addEventListener('message', (event) => this.heard(event.data));
    this.worker.addEventListener('error', () => this.readerFailed('its worker did not start'));
    this.onKey = (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();  // the app under the scanner does not take it too
      this.end(false, null);
    };
    this.onHidden = () => { if (document.visibilityState === 'hidden') this.end(false, null); };
    window.addEventListener('keydown', this.onKey, true);
    document.addEventListener('visibilitychange', this.onHidden);
    this.startCamera();
  }

  async startCamera() {
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) return this.end(false, noCameraAccess());
    let stream;
    try {
      const sharp = this.each ? { width: { ideal: 1920 }, height: { ideal: 1080 } } : {};
      stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'environment', ...sharp } });
    } catch (error) {
      return this.end(false, cameraMessage(error));
    }
    if (scan !== this) return stream.getTracks().forEach((t) => t.stop());  // closed meanwhile
    this.stream = stream;
    this.view.video.srcObject = stream;
    this.view.video.play().catch(() => {});  // autoplay starts it where play() is refused
    this.showHint();
    this.timer = setTimeout(() => this.readFrame(), kFrameGapMs);
  }

  showHint() {
    if (this.stream)
      this.view.hint.textContent = !this.readerReady ? 'Loading the code reader…'
        : this.appHint || 'Point the camera at a Battleboard QR code';
  }

  readerFailed(why) {
    console.warn('Battleboard: the QR code reader did not load:', why);  // the details, for whoever debugs it
    this.end(false, 'The code reader could not be loaded. Reload the page while online, then scan again.');
  }

  heard(answer) {
    if (scan !== this) return;
    if (answer.failed) return this.readerFailed(answer.failed);
    if (answer.ready) {
      this.readerReady = true;
      return this.showHint();
    }
    this.reading = false;
    if (answer.unreadable) this.videoFrames = false;  // a frame the worker cannot read: draw them here instead
    if (answer.text && !this.each) return this.end(true, answer.text);
    if (answer.text && answer.text !== this.lastText) {  // the same code held in view is handed over once
      this.lastText = answer.text;
      this.each(answer.text);
    }
    this.timer = setTimeout(() => this.readFrame(), kFrameGapMs);
  }

  // One frame to the worker; its answer asks for the next. Where the browser has WebCodecs the frame itself goes (a
  // VideoFrame, no copy on the page's thread) and the worker makes it small; elsewhere it is drawn small here.
  readFrame() {
    const video = this.view.video;
    if (scan !== this || this.reading) return;
    if (!this.readerReady || video.readyState < 2 || !video.videoWidth) {
      this.timer = setTimeout(() => this.readFrame(), kFrameGapMs);
      return;
    }
    if (this.videoFrames) {
      let frame = null;
      try {
        frame = new VideoFrame(video, { timestamp: 0 });
        this.worker.postMessage({ frame, longest: this.longest() }, [frame]);
        this.reading = true;
        return;
      } catch (error) {  // no frame to take, or one that cannot travel to a worker
        if (frame) frame.close();
        this.videoFrames = false;
      }
    }
    if (!this.canvas) {
      this.canvas = document.createElement('canvas');
      this.context = this.canvas.getContext('2d', { willReadFrequently: true });
    }
    const scale = Math.min(1, this.longest() / Math.max(video.videoWidth, video.videoHeight));
    const width = Math.round(video.videoWidth * scale), height = Math.round(video.videoHeight * scale);
    if (this.canvas.width !== width || this.canvas.height !== height) Object.assign(this.canvas, { width, height });
    this.context.drawImage(video, 0, 0, width, height);
    const pixels = this.context.getImageData(0, 0, width, height).data.buffer;
    this.reading = true;
    this.worker.postMessage({ width, height, pixels }, [pixels]);
  }

  longest() { return this.each ? kDenseLongestSide : kLongestSide; }

  // Lets the camera and the reader go; `report` tells the app, unless the app closed the scanner itself.
  end(read, text, report = true) {
    if (scan !== this) return;
    scan = null;
    clearTimeout(this.timer);
    this.worker.terminate();
    if (this.stream) this.stream.getTracks().forEach((t) => t.stop());
    this.view.video.srcObject = null;
    this.view.root.remove();
    window.removeEventListener('keydown', this.onKey, true);
    document.removeEventListener('visibilitychange', this.onHidden);
    if (report) this.report(read, text);
  }
}

// What camera_scanner.js calls: open(report) starts a scan that ends with report(read, text) (text null: closed
// by the player); close() ends it without a report (the app closed it).
window.bbCameraScannerPage = {
  open(report, each = null) {
    if (scan) return;
    scan = new Scan(report, each);
  },
  hint(text) {
    if (!scan) return;
    scan.appHint = text;
    scan.showHint();
  },
  close() {
    if (scan) scan.end(false, null, false);
  },
};
