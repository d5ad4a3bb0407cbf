// A terrain layout that keeps every distance rule with room to spare: each piece's bounding box (rotation 0) more
// than `edge` from the board edges and `objective` from objective markers, and the boxes more than `spacing`
// apart. Boxes contain the footprints, so the real distances are at least as large.
const kObjectiveRadius = 20 / 25.4;  // 40 mm markers
const kSpare = 0.5;                  // beyond the limits, so snapping to 1/8" never matters

function boxGap(a, b) {
  const dx = Math.max(0, Math.abs(a.x - b.x) - (a.width + b.width) / 2);
  const dy = Math.max(0, Math.abs(a.y - b.y) - (a.depth + b.depth) / 2);
  return Math.hypot(dx, dy);
}

function pointGap(box, p) {
  const dx = Math.max(0, Math.abs(p.x - box.x) - box.width / 2);
  const dy = Math.max(0, Math.abs(p.y - box.y) - box.depth / 2);
  return Math.hypot(dx, dy);
}

function fill(board, objectives, pieces, rules, order, flip) {
  const placed = new Array(pieces.length);
  const done = [];
  for (const index of order) {
    const piece = pieces[index];
    let spot = null;
    const lowest = rules.edge + kSpare + piece.depth / 2, highest = board.depth - lowest;
    for (let row = 0; !spot && lowest + row <= highest; row += 0.5) {
      const y = flip ? lowest + row : highest - row;
      const left = rules.edge + kSpare + piece.width / 2;
      for (let x = left; x <= board.width - left && !spot; x += 0.5) {
        const box = { x, y, width: piece.width, depth: piece.depth };
        if (objectives.every((o) => pointGap(box, o) > rules.objective + kObjectiveRadius + kSpare) &&
          done.every((other) => boxGap(box, other) > rules.spacing + kSpare)) spot = box;
      }
    }
    if (!spot) return null;
    placed[index] = spot;
    done.push(spot);
  }
  return placed;
}

// Centres for `pieces` ({width, depth}), in their order, filled row by row (largest pieces first, then in the
// given order, from the top or the bottom edge); null if no such fill fits them all.
export function legalLayout(board, objectives, pieces, rules = { edge: 3, objective: 3, spacing: 6 }) {
  const given = pieces.map((_, i) => i);
  const largest = [...given].sort((a, b) => pieces[b].width * pieces[b].depth - pieces[a].width * pieces[a].depth);
  for (const order of [given, largest])
    for (const flip of [false, true]) {
      const layout = fill(board, objectives, pieces, rules, order, flip);
      if (layout) return layout;
    }
  return null;
}
