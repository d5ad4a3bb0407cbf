// Fingers through the DevTools protocol (the page must be opened with hasTouch): one or two touch points,
// a frame of the app's drawing after each step, never a fixed wait.
import { frames } from './app.mjs';

export async function fingers(page, context) {
  const client = await context.newCDPSession(page);
  const send = async (type, points) => {
    await client.send('Input.dispatchTouchEvent', {
      type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i + 1 })),
    });
    await frames(page, 1);
  };
  return {
    // A finger down and up in place.
    async tap(at) {
      await send('touchStart', [at]);
      await frames(page);
      await send('touchEnd', []);
      await frames(page, 3);
    },
    // A finger moved from one point to another in steps, then lifted. The first step goes with the touch
    // down, sent together so nothing (a frame, a starved test process) comes between them, and well past the
    // browser's touch slop (a move within it may never reach the page): a slow (loaded) machine must not see a
    // still finger and turn the start of a swipe into a hold.
    async swipe(from, to, steps = 8) {
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      const first = Math.min(1, Math.max(1 / steps, 24 / length));
      const along = (i) => { const f = first + (1 - first) * (i - 1) / Math.max(1, steps - 1); return { x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f }; };
      await Promise.all([
        client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y, id: 1 }] }),
        client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ ...along(1), id: 1 }] }),
      ]);
      await frames(page, 1);
      for (let i = 2; i <= steps; i++) await send('touchMove', [along(i)]);
      await send('touchEnd', []);
      await frames(page, 3);
    },
    // Two fingers spread (or pinched) symmetrically about `centre` from one gap to another.
    async pinch(centre, fromGap, toGap, steps = 8) {
      const at = (gap) => [{ x: centre.x - gap / 2, y: centre.y }, { x: centre.x + gap / 2, y: centre.y }];
      await send('touchStart', at(fromGap));
      await frames(page);
      for (let i = 1; i <= steps; i++) await send('touchMove', at(fromGap + (toGap - fromGap) * i / steps));
      await send('touchEnd', []);
      await frames(page, 3);
    },
  };
}

export const middleOf = (r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

// Screen position (CSS pixels) of a board point, in the normal or the turned (opponent's) view.
export function boardToScreen(s, x, y) {
  const [bx, by] = s.view.turned ? [s.board.width - x, s.board.depth - y] : [x, y];
  return { x: s.view.left + bx * s.view.pixelsPerInch, y: s.view.bottom - by * s.view.pixelsPerInch };
}

export function screenToBoard(s, p) {
  const bx = (p.x - s.view.left) / s.view.pixelsPerInch, by = (s.view.bottom - p.y) / s.view.pixelsPerInch;
  return s.view.turned ? { x: s.board.width - bx, y: s.board.depth - by } : { x: bx, y: by };
}
