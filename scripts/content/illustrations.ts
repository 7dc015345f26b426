// No text in the pictures: a render machine's fonts are unreliable, and words need translating.
// Seeded, so the same image name always gives the same SVG.

type Palette = {
  /** Top left to bottom right. */
  bg: [string, string];
  ink: string;
  soft: string;
  accent: string;
  accent2: string;
  paper: string;
};

const PALETTES = {
  teal: {
    bg: ["#062624", "#12665f"],
    ink: "#e3f1ef",
    soft: "#b9dcd7",
    accent: "#f4b740",
    accent2: "#f9d68f",
    paper: "#f2f8f7",
  },
  paper: {
    bg: ["#f7f4ee", "#e3f1ef"],
    ink: "#0d4f4b",
    soft: "#b9dcd7",
    accent: "#f4b740",
    accent2: "#c8643b",
    paper: "#ffffff",
  },
  saffron: {
    bg: ["#f9d68f", "#f4b740"],
    ink: "#08302d",
    soft: "#12665f",
    accent: "#ffffff",
    accent2: "#8a4b00",
    paper: "#fffaf0",
  },
  mint: {
    bg: ["#e3f1ef", "#b9dcd7"],
    ink: "#08302d",
    soft: "#12665f",
    accent: "#f4b740",
    accent2: "#c8643b",
    paper: "#ffffff",
  },
  dusk: {
    bg: ["#08302d", "#8a4b00"],
    ink: "#f9d68f",
    soft: "#b9dcd7",
    accent: "#f4b740",
    accent2: "#e8a598",
    paper: "#f7f4ee",
  },
  leaf: {
    bg: ["#e9f0dc", "#b9dcd7"],
    ink: "#0d4f4b",
    soft: "#5a8f4e",
    accent: "#f4b740",
    accent2: "#8a4b00",
    paper: "#fffdf6",
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

type Rng = () => number;

/** mulberry32: the same on every machine. */
function seededRandom(seedText: string): Rng {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, low: number, high: number) => low + (high - low) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
/** One decimal is plenty for a 1600 px canvas and keeps the SVG stable. */
const n = (value: number) => String(Math.round(value * 10) / 10);

function rect(x: number, y: number, w: number, h: number, fill: string, r = 0, extra = "") {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = "") {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>`;
}

function group(x: number, y: number, content: string, scale = 1, rotate = 0) {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(" ")}">${content}</g>`;
}

function book(x: number, y: number, w: number, h: number, cover: string, band: string) {
  return (
    rect(x, y, w, h, cover, 10) +
    rect(x + 14, y + h * 0.2, w - 28, 10, band, 5) +
    rect(x + 14, y + h * 0.72, w - 28, 10, band, 5)
  );
}

function bookSpine(x: number, y: number, w: number, h: number, cover: string, band: string) {
  return (
    rect(x, y, w, h, cover, 8) +
    rect(x, y + h * 0.18, w, 12, band) +
    rect(x, y + h * 0.78, w, 8, band)
  );
}

function openBook(cx: number, cy: number, size: number, p: Palette) {
  const w = size;
  const h = size * 0.62;
  return (
    `<path d="M${n(cx)} ${n(cy - h / 2 + 20)}Q${n(cx - w / 4)} ${n(cy - h / 2 - 10)} ${n(cx - w / 2)} ${n(cy - h / 2 + 10)}V${n(cy + h / 2)}Q${n(cx - w / 4)} ${n(cy + h / 2 - 20)} ${n(cx)} ${n(cy + h / 2 + 10)}Z" fill="${p.paper}"/>` +
    `<path d="M${n(cx)} ${n(cy - h / 2 + 20)}Q${n(cx + w / 4)} ${n(cy - h / 2 - 10)} ${n(cx + w / 2)} ${n(cy - h / 2 + 10)}V${n(cy + h / 2)}Q${n(cx + w / 4)} ${n(cy + h / 2 - 20)} ${n(cx)} ${n(cy + h / 2 + 10)}Z" fill="${p.paper}" opacity=".92"/>` +
    line(cx, cy - h / 2 + 20, cx, cy + h / 2 + 10, p.soft, 4)
  );
}

function pencil(x: number, y: number, length: number, angle: number, body: string, tip: string) {
  const content =
    rect(0, -11, length, 22, body, 4) +
    rect(length - 18, -11, 18, 22, tip, 2) +
    `<path d="M0 -11L-34 0L0 11Z" fill="#f7e3c2"/><path d="M-22 -4L-34 0L-22 4Z" fill="#17202a"/>`;
  return group(x, y, content, 1, angle);
}

function capsule(
  cx: number,
  cy: number,
  length: number,
  radius: number,
  angle: number,
  a: string,
  b: string,
) {
  const half = length / 2;
  const content =
    `<path d="M0 ${n(-radius)}H${n(-half + radius)}A${n(radius)} ${n(radius)} 0 0 0 ${n(-half + radius)} ${n(radius)}H0Z" fill="${a}"/>` +
    `<path d="M0 ${n(-radius)}H${n(half - radius)}A${n(radius)} ${n(radius)} 0 0 1 ${n(half - radius)} ${n(radius)}H0Z" fill="${b}"/>` +
    rect(
      -half + radius * 0.6,
      -radius * 0.55,
      half * 0.5,
      radius * 0.3,
      "#ffffff",
      radius * 0.15,
      ' opacity=".45"',
    );
  return group(cx, cy, content, 1, angle);
}

function tablet(cx: number, cy: number, r: number, fill: string, score: string) {
  return circle(cx, cy, r, fill) + line(cx - r * 0.6, cy, cx + r * 0.6, cy, score, 4);
}

function molecule(
  cx: number,
  cy: number,
  size: number,
  bond: string,
  atom: string,
  accent: string,
) {
  const points: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    points.push([cx + Math.cos(a) * size, cy + Math.sin(a) * size]);
  }
  let out = "";
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % 6] as [number, number];
    out += line(x, y, nx, ny, bond, 8);
  });
  const [ox, oy] = points[0] as [number, number];
  const [sx, sy] = points[3] as [number, number];
  out += line(ox, oy, ox + size * 0.9, oy + size * 0.5, bond, 8);
  out += line(sx, sy, sx - size * 0.9, sy - size * 0.5, bond, 8);
  points.forEach(([x, y], i) => {
    out += circle(x, y, size * 0.16, i % 3 === 0 ? accent : atom);
  });
  out += circle(ox + size * 0.9, oy + size * 0.5, size * 0.2, accent);
  out += circle(sx - size * 0.9, sy - size * 0.5, size * 0.2, atom);
  return out;
}

function leaf(x: number, y: number, length: number, angle: number, fill: string, vein: string) {
  const w = length * 0.36;
  let veins = line(0, 0, length * 0.92, 0, vein, 4);
  for (let i = 1; i <= 3; i++) {
    const t = length * (0.22 * i);
    veins += line(t, 0, t + length * 0.12, -w * 0.45, vein, 3);
    veins += line(t, 0, t + length * 0.12, w * 0.45, vein, 3);
  }
  const content = `<path d="M0 0C${n(length * 0.25)} ${n(-w)} ${n(length * 0.75)} ${n(-w)} ${n(length)} 0C${n(length * 0.75)} ${n(w)} ${n(length * 0.25)} ${n(w)} 0 0Z" fill="${fill}"/>${veins}`;
  return group(x, y, content, 1, angle);
}

function sprig(
  x: number,
  y: number,
  height: number,
  stem: string,
  fill: string,
  vein: string,
  rng: Rng,
) {
  let out = `<path d="M${n(x)} ${n(y)}Q${n(x + 20)} ${n(y - height / 2)} ${n(x)} ${n(y - height)}" stroke="${stem}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const count = 4;
  for (let i = 0; i < count; i++) {
    const ty = y - height * (0.2 + (0.75 * i) / count);
    const side = i % 2 === 0 ? -1 : 1;
    out += leaf(
      x + 8,
      ty,
      between(rng, 80, 120),
      side < 0 ? between(rng, -160, -130) : between(rng, -50, -20),
      fill,
      vein,
    );
  }
  out += leaf(x, y - height, 90, -90, fill, vein);
  return out;
}

function person(
  cx: number,
  baseY: number,
  scale: number,
  body: string,
  head: string,
  hair?: string,
) {
  const s = scale;
  let out = `<path d="M${n(cx - 62 * s)} ${n(baseY)}V${n(baseY - 70 * s)}Q${n(cx - 62 * s)} ${n(baseY - 128 * s)} ${n(cx)} ${n(baseY - 128 * s)}Q${n(cx + 62 * s)} ${n(baseY - 128 * s)} ${n(cx + 62 * s)} ${n(baseY - 70 * s)}V${n(baseY)}Z" fill="${body}"/>`;
  out += circle(cx, baseY - 170 * s, 36 * s, head);
  if (hair) {
    out += `<path d="M${n(cx - 37 * s)} ${n(baseY - 172 * s)}A${n(37 * s)} ${n(37 * s)} 0 0 1 ${n(cx + 37 * s)} ${n(baseY - 172 * s)}Q${n(cx)} ${n(baseY - 190 * s)} ${n(cx - 37 * s)} ${n(baseY - 172 * s)}Z" fill="${hair}"/>`;
  }
  return out;
}

const SKIN = ["#8d5a3b", "#a86f4c", "#c68a5e", "#6e4430", "#b97a55", "#e0ac7e"];
const HAIR = ["#17202a", "#2b1d16", "#3a2a20", "#4a3728"];

function crowd(
  cx: number,
  baseY: number,
  count: number,
  scale: number,
  colours: string[],
  rng: Rng,
) {
  let out = "";
  const gap = 150 * scale;
  const start = cx - ((count - 1) * gap) / 2;
  for (let i = 0; i < count; i++) {
    const s = scale * between(rng, 0.88, 1.08);
    out += person(
      start + i * gap,
      baseY + between(rng, -6, 6),
      s,
      colours[i % colours.length] as string,
      pick(rng, SKIN),
      pick(rng, HAIR),
    );
  }
  return out;
}

function speechBubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  dots: string,
  tailLeft = true,
) {
  const tail = tailLeft
    ? `<path d="M${n(x + 30)} ${n(y + h - 4)}L${n(x + 18)} ${n(y + h + 34)}L${n(x + 70)} ${n(y + h - 4)}Z" fill="${fill}"/>`
    : `<path d="M${n(x + w - 30)} ${n(y + h - 4)}L${n(x + w - 18)} ${n(y + h + 34)}L${n(x + w - 70)} ${n(y + h - 4)}Z" fill="${fill}"/>`;
  return (
    rect(x, y, w, h, fill, h / 2.6) +
    tail +
    circle(x + w / 2 - 36, y + h / 2, 9, dots) +
    circle(x + w / 2, y + h / 2, 9, dots) +
    circle(x + w / 2 + 36, y + h / 2, 9, dots)
  );
}

function sun(cx: number, cy: number, r: number, fill: string, rays = true) {
  let out = circle(cx, cy, r, fill);
  if (rays) {
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI / 6) * i;
      out += line(
        cx + Math.cos(a) * (r + 18),
        cy + Math.sin(a) * (r + 18),
        cx + Math.cos(a) * (r + 48),
        cy + Math.sin(a) * (r + 48),
        fill,
        8,
      );
    }
  }
  return out;
}

function hills(baseY: number, height: number, fill: string, rng: Rng) {
  // Past both edges, so a scaled or nudged scene never shows where the hills end.
  let d = `M-300 ${n(baseY)}`;
  let x = -300;
  while (x < 1900) {
    const step = between(rng, 260, 420);
    const peak = baseY - between(rng, height * 0.5, height);
    d += `Q${n(x + step / 2)} ${n(peak)} ${n(x + step)} ${n(baseY - between(rng, 0, height * 0.3))}`;
    x += step;
  }
  return `<path d="${d}V1100H-300Z" fill="${fill}"/>`;
}

function tree(x: number, baseY: number, size: number, crown: string, trunk: string) {
  return (
    rect(x - size * 0.08, baseY - size * 0.9, size * 0.16, size * 0.9, trunk, 4) +
    circle(x, baseY - size, size * 0.45, crown) +
    circle(x - size * 0.25, baseY - size * 0.8, size * 0.3, crown)
  );
}

function house(x: number, baseY: number, w: number, wall: string, roof: string, door: string) {
  const h = w * 0.7;
  return (
    rect(x, baseY - h, w, h, wall, 4) +
    `<path d="M${n(x - 14)} ${n(baseY - h)}L${n(x + w / 2)} ${n(baseY - h - w * 0.5)}L${n(x + w + 14)} ${n(baseY - h)}Z" fill="${roof}"/>` +
    rect(x + w * 0.4, baseY - h * 0.55, w * 0.22, h * 0.55, door, 3)
  );
}

function clock(cx: number, cy: number, r: number, face: string, rim: string, hand: string) {
  let ticks = "";
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 6) * i;
    ticks += line(
      cx + Math.cos(a) * r * 0.78,
      cy + Math.sin(a) * r * 0.78,
      cx + Math.cos(a) * r * 0.88,
      cy + Math.sin(a) * r * 0.88,
      rim,
      5,
    );
  }
  return (
    circle(cx, cy, r + 14, rim) +
    circle(cx, cy, r, face) +
    ticks +
    line(cx, cy, cx, cy - r * 0.6, hand, 10) +
    line(cx, cy, cx + r * 0.45, cy + r * 0.1, hand, 10) +
    circle(cx, cy, 10, hand)
  );
}

function calendar(x: number, y: number, w: number, h: number, p: Palette, rng: Rng) {
  const cols = 7;
  const rows = 5;
  const cell = (w - 60) / cols;
  const cellH = (h - 150) / rows;
  let out =
    rect(x, y, w, h, p.paper, 24) + rect(x, y, w, 100, p.soft, 24) + rect(x, y + 70, w, 30, p.soft);
  out += rect(x + 80, y - 24, 22, 60, p.ink, 11) + rect(x + w - 102, y - 24, 22, 60, p.ink, 11);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const roll = rng();
      const fill = roll < 0.18 ? p.accent : roll < 0.34 ? p.soft : "#e8ecec";
      out += rect(x + 30 + c * cell + 6, y + 125 + r * cellH + 6, cell - 12, cellH - 12, fill, 8);
    }
  }
  return out;
}

function clipboard(
  x: number,
  y: number,
  w: number,
  h: number,
  board: string,
  sheet: string,
  ink: string,
  rng: Rng,
  ticks: string,
) {
  let out =
    rect(x, y, w, h, board, 22) +
    rect(x + 24, y + 40, w - 48, h - 64, sheet, 10) +
    rect(x + w / 2 - 60, y - 16, 120, 44, ink, 14);
  for (let i = 0; i < 4; i++) {
    const ly = y + 90 + i * ((h - 140) / 4);
    out += `<path d="M${n(x + 50)} ${n(ly)}l12 12 22-24" stroke="${ticks}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += rect(
      x + 100,
      ly - 6,
      (w - 150) * between(rng, 0.6, 1),
      12,
      "#17202a",
      6,
      ' opacity=".28"',
    );
  }
  return out;
}

function stethoscope(x: number, y: number, scale: number, tube: string, metal: string) {
  const content =
    `<path d="M-60 0V90Q-60 170 0 170Q60 170 60 90V0" stroke="${tube}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M0 170V240Q0 300 70 300H120Q180 300 180 250V220" stroke="${tube}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    circle(180, 200, 38, metal) +
    circle(180, 200, 20, tube) +
    circle(-60, -6, 12, metal) +
    circle(60, -6, 12, metal);
  return group(x, y, content, scale);
}

function barChart(
  x: number,
  baseY: number,
  w: number,
  h: number,
  colours: string[],
  axis: string,
  rng: Rng,
  rising = true,
) {
  const count = 5;
  const gap = w / count;
  let out = line(x, baseY, x + w, baseY, axis, 6);
  for (let i = 0; i < count; i++) {
    const t = rising ? 0.3 + (0.7 * (i + 1)) / count : between(rng, 0.3, 1);
    const bh = h * Math.min(1, t * between(rng, 0.85, 1.05));
    out += rect(
      x + i * gap + gap * 0.18,
      baseY - bh,
      gap * 0.64,
      bh,
      colours[i % colours.length] as string,
      10,
    );
  }
  return out;
}

function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  stroke: string,
  dot: string,
  rng: Rng,
) {
  const points: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    points.push([x + w * t, y + h - h * (0.15 + 0.7 * t) + between(rng, -h * 0.12, h * 0.12)]);
  }
  const d = points.map(([px, py], i) => `${i === 0 ? "M" : "L"}${n(px)} ${n(py)}`).join("");
  return `<path d="${d}" stroke="${stroke}" stroke-width="10" fill="none" stroke-linejoin="round" stroke-linecap="round"/>${points.map(([px, py]) => circle(px, py, 14, dot)).join("")}`;
}

function donut(cx: number, cy: number, r: number, parts: [number, string][], hole: string) {
  let out = "";
  let start = -Math.PI / 2;
  for (const [share, fill] of parts) {
    const end = start + share * Math.PI * 2;
    const large = share > 0.5 ? 1 : 0;
    out += `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(start) * r)} ${n(cy + Math.sin(start) * r)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(cx + Math.cos(end) * r)} ${n(cy + Math.sin(end) * r)}Z" fill="${fill}"/>`;
    start = end;
  }
  return out + circle(cx, cy, r * 0.55, hole);
}

function phone(x: number, y: number, w: number, h: number, body: string, screen: string) {
  return (
    rect(x, y, w, h, body, 36) +
    rect(x + 16, y + 50, w - 32, h - 100, screen, 14) +
    rect(x + w / 2 - 30, y + 22, 60, 10, screen, 5, ' opacity=".5"')
  );
}

function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  page: string,
  dots: string[],
) {
  return (
    rect(x, y, w, h, frame, 20) +
    rect(x + 14, y + 60, w - 28, h - 74, page, 10) +
    dots.map((d, i) => circle(x + 36 + i * 30, y + 30, 9, d)).join("")
  );
}

function laptop(cx: number, baseY: number, w: number, body: string, screen: string) {
  const h = w * 0.6;
  return (
    rect(cx - w / 2, baseY - h, w, h, body, 22) +
    rect(cx - w / 2 + 22, baseY - h + 22, w - 44, h - 44, screen, 8) +
    `<path d="M${n(cx - w / 2 - 70)} ${n(baseY)}H${n(cx + w / 2 + 70)}L${n(cx + w / 2 + 30)} ${n(baseY + 40)}H${n(cx - w / 2 - 30)}Z" fill="${body}"/>`
  );
}

function playButton(cx: number, cy: number, r: number, disc: string, mark: string) {
  return (
    circle(cx, cy, r, disc) +
    `<path d="M${n(cx - r * 0.3)} ${n(cy - r * 0.42)}L${n(cx + r * 0.45)} ${n(cy)}L${n(cx - r * 0.3)} ${n(cy + r * 0.42)}Z" fill="${mark}"/>`
  );
}

function mapPin(cx: number, tipY: number, size: number, fill: string, hole: string) {
  const r = size / 2;
  return `<path d="M${n(cx)} ${n(tipY)}C${n(cx - r * 0.3)} ${n(tipY - r * 0.9)} ${n(cx - r)} ${n(tipY - r * 1.3)} ${n(cx - r)} ${n(tipY - r * 2)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(tipY - r * 2)}C${n(cx + r)} ${n(tipY - r * 1.3)} ${n(cx + r * 0.3)} ${n(tipY - r * 0.9)} ${n(cx)} ${n(tipY)}Z" fill="${fill}"/>${circle(cx, tipY - r * 2, r * 0.42, hole)}`;
}

function network(
  cx: number,
  cy: number,
  radius: number,
  count: number,
  edge: string,
  node: string,
  hub: string,
  rng: Rng,
) {
  const nodes: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count + between(rng, -0.2, 0.2);
    const d = radius * between(rng, 0.6, 1);
    nodes.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d]);
  }
  let out = "";
  nodes.forEach(([x, y], i) => {
    out += line(cx, cy, x, y, edge, 5);
    const [nx, ny] = nodes[(i + 1) % count] as [number, number];
    out += line(x, y, nx, ny, edge, 3);
  });
  for (const [x, y] of nodes) out += circle(x, y, between(rng, 16, 26), node);
  return out + circle(cx, cy, 44, hub);
}

function lotus(cx: number, cy: number, size: number, outer: string, inner: string, centre: string) {
  let out = "";
  const petal = (angle: number, length: number, fill: string) =>
    group(
      cx,
      cy,
      `<path d="M0 0C${n(-length * 0.35)} ${n(-length * 0.45)} ${n(-length * 0.2)} ${n(-length * 0.9)} 0 ${n(-length)}C${n(length * 0.2)} ${n(-length * 0.9)} ${n(length * 0.35)} ${n(-length * 0.45)} 0 0Z" fill="${fill}"/>`,
      1,
      angle,
    );
  for (const a of [-80, -55, 55, 80]) out += petal(a, size * 0.85, outer);
  for (const a of [-28, 28]) out += petal(a, size * 0.95, inner);
  out += petal(0, size, outer);
  out += `<path d="M${n(cx - size * 0.9)} ${n(cy + 6)}Q${n(cx)} ${n(cy + size * 0.35)} ${n(cx + size * 0.9)} ${n(cy + 6)}" stroke="${centre}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  return out;
}

function diya(cx: number, cy: number, size: number, bowl: string, flame: string, glow: string) {
  return (
    circle(cx, cy - size * 0.55, size * 0.55, glow, ' opacity=".35"') +
    `<path d="M${n(cx - size)} ${n(cy)}Q${n(cx)} ${n(cy + size * 0.9)} ${n(cx + size)} ${n(cy)}Q${n(cx + size * 0.6)} ${n(cy - size * 0.05)} ${n(cx + size * 0.55)} ${n(cy - size * 0.12)}H${n(cx - size * 0.8)}Z" fill="${bowl}"/>` +
    `<path d="M${n(cx + size * 0.35)} ${n(cy - size * 0.12)}C${n(cx + size * 0.05)} ${n(cy - size * 0.45)} ${n(cx + size * 0.3)} ${n(cy - size * 0.8)} ${n(cx + size * 0.38)} ${n(cy - size)}C${n(cx + size * 0.5)} ${n(cy - size * 0.75)} ${n(cx + size * 0.7)} ${n(cy - size * 0.45)} ${n(cx + size * 0.35)} ${n(cy - size * 0.12)}Z" fill="${flame}"/>`
  );
}

function mortar(cx: number, baseY: number, size: number, bowl: string, pestle: string) {
  return (
    group(
      cx + size * 0.3,
      baseY - size * 0.9,
      rect(-14, -size * 0.8, 28, size * 0.95, pestle, 14),
      1,
      28,
    ) +
    `<path d="M${n(cx - size * 0.75)} ${n(baseY - size * 0.7)}H${n(cx + size * 0.75)}Q${n(cx + size * 0.7)} ${n(baseY - size * 0.05)} ${n(cx)} ${n(baseY - size * 0.05)}Q${n(cx - size * 0.7)} ${n(baseY - size * 0.05)} ${n(cx - size * 0.75)} ${n(baseY - size * 0.7)}Z" fill="${bowl}"/>` +
    rect(cx - size * 0.35, baseY - size * 0.08, size * 0.7, size * 0.12, bowl, 8) +
    rect(cx - size * 0.8, baseY - size * 0.78, size * 1.6, size * 0.12, bowl, 8)
  );
}

function cup(cx: number, baseY: number, size: number, body: string, steam: string) {
  return (
    `<path d="M${n(cx - size * 0.5)} ${n(baseY - size * 0.8)}H${n(cx + size * 0.5)}L${n(cx + size * 0.4)} ${n(baseY)}H${n(cx - size * 0.4)}Z" fill="${body}"/>` +
    `<path d="M${n(cx + size * 0.48)} ${n(baseY - size * 0.65)}q${n(size * 0.3)} 0 ${n(size * 0.26)} ${n(size * 0.24)}t${n(-size * 0.32)} ${n(size * 0.24)}" stroke="${body}" stroke-width="12" fill="none"/>` +
    `<path d="M${n(cx - size * 0.15)} ${n(baseY - size)}q-20 -40 0 -80t0 -80M${n(cx + size * 0.15)} ${n(baseY - size)}q-20 -40 0 -80t0 -80" stroke="${steam}" stroke-width="8" fill="none" stroke-linecap="round" opacity=".7"/>`
  );
}

function cloud(cx: number, cy: number, size: number, fill: string) {
  return (
    circle(cx - size * 0.5, cy, size * 0.45, fill) +
    circle(cx, cy - size * 0.25, size * 0.6, fill) +
    circle(cx + size * 0.55, cy, size * 0.42, fill) +
    rect(cx - size * 0.95, cy, size * 1.9, size * 0.42, fill, size * 0.2)
  );
}

function rain(x: number, y: number, w: number, h: number, stroke: string, rng: Rng) {
  let out = "";
  for (let i = 0; i < 18; i++) {
    const rx = x + between(rng, 0, w);
    const ry = y + between(rng, 0, h);
    out += line(rx, ry, rx - 12, ry + 40, stroke, 6);
  }
  return out;
}

function awning(x: number, y: number, w: number, stripes: number, a: string, b: string) {
  const sw = w / stripes;
  let out = "";
  for (let i = 0; i < stripes; i++) {
    out += `<path d="M${n(x + i * sw)} ${n(y)}H${n(x + (i + 1) * sw)}V${n(y + 90)}A${n(sw / 2)} ${n(sw / 2)} 0 0 1 ${n(x + i * sw)} ${n(y + 90)}Z" fill="${i % 2 === 0 ? a : b}"/>`;
  }
  return out;
}

function jar(
  x: number,
  baseY: number,
  w: number,
  h: number,
  glass: string,
  fill: string,
  lid: string,
) {
  return (
    rect(x, baseY - h, w, h, glass, 18) +
    rect(x + 10, baseY - h * 0.65, w - 20, h * 0.6, fill, 12) +
    rect(x - 6, baseY - h - 24, w + 12, 30, lid, 8)
  );
}

function coins(cx: number, baseY: number, count: number, face: string, edge: string) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = baseY - i * 22;
    out += `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="70" ry="24" fill="${edge}"/><ellipse cx="${n(cx)}" cy="${n(y - 8)}" rx="70" ry="24" fill="${face}"/>`;
  }
  return out;
}

function signpost(x: number, baseY: number, pole: string, boards: string[]) {
  let out = rect(x - 10, baseY - 380, 20, 380, pole, 6);
  boards.forEach((fill, i) => {
    const y = baseY - 360 + i * 90;
    const right = i % 2 === 0;
    out += right
      ? `<path d="M${n(x - 20)} ${n(y)}H${n(x + 170)}L${n(x + 210)} ${n(y + 30)}L${n(x + 170)} ${n(y + 60)}H${n(x - 20)}Z" fill="${fill}"/>`
      : `<path d="M${n(x + 20)} ${n(y)}H${n(x - 170)}L${n(x - 210)} ${n(y + 30)}L${n(x - 170)} ${n(y + 60)}H${n(x + 20)}Z" fill="${fill}"/>`;
  });
  return out;
}

function road(fromX: number, toX: number, fill: string, dash: string) {
  return (
    `<path d="M${n(fromX - 260)} 900C${n(fromX - 100)} 760 ${n(toX + 120)} 700 ${n(toX + 30)} 560C${n(toX)} 520 ${n(toX - 20)} 500 ${n(toX - 10)} 480H${n(toX + 20)}C${n(toX + 40)} 520 ${n(toX + 110)} 560 ${n(toX + 130)} 600C${n(toX + 260)} 720 ${n(fromX + 160)} 780 ${n(fromX + 260)} 900Z" fill="${fill}"/>` +
    `<path d="M${n(fromX)} 900C${n(fromX + 40)} 780 ${n(toX + 180)} 690 ${n(toX + 60)} 560" stroke="${dash}" stroke-width="10" stroke-dasharray="34 30" fill="none"/>`
  );
}

function steps(x: number, baseY: number, count: number, w: number, h: number, fill: string) {
  let out = "";
  for (let i = 0; i < count; i++)
    out += rect(x + i * w, baseY - (i + 1) * h, w + 2, (i + 1) * h, fill, 4);
  return out;
}

function star(cx: number, cy: number, r: number, fill: string) {
  return `<path d="M${n(cx)} ${n(cy - r)}Q${n(cx + r * 0.15)} ${n(cy - r * 0.15)} ${n(cx + r)} ${n(cy)}Q${n(cx + r * 0.15)} ${n(cy + r * 0.15)} ${n(cx)} ${n(cy + r)}Q${n(cx - r * 0.15)} ${n(cy + r * 0.15)} ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.15)} ${n(cy - r * 0.15)} ${n(cx)} ${n(cy - r)}Z" fill="${fill}"/>`;
}

function heart(cx: number, cy: number, size: number, fill: string) {
  const s = size;
  return `<path d="M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 0.9)} ${n(cy - s * 1.1)} ${n(cx)} ${n(cy - s * 0.35)}C${n(cx + s * 0.9)} ${n(cy - s * 1.1)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)}Z" fill="${fill}"/>`;
}

function medicalCross(cx: number, cy: number, size: number, fill: string) {
  const t = size / 3;
  return (
    rect(cx - t / 2, cy - size / 2, t, size, fill, t * 0.25) +
    rect(cx - size / 2, cy - t / 2, size, t, fill, t * 0.25)
  );
}

function tent(cx: number, baseY: number, w: number, canvas: string, flap: string) {
  return (
    `<path d="M${n(cx - w / 2)} ${n(baseY)}L${n(cx)} ${n(baseY - w * 0.55)}L${n(cx + w / 2)} ${n(baseY)}Z" fill="${canvas}"/>` +
    `<path d="M${n(cx - w * 0.14)} ${n(baseY)}L${n(cx)} ${n(baseY - w * 0.3)}L${n(cx + w * 0.14)} ${n(baseY)}Z" fill="${flap}"/>`
  );
}

function dna(x: number, y: number, height: number, a: string, b: string, rung: string) {
  let left = `M${n(x)} ${n(y)}`;
  let right = `M${n(x + 120)} ${n(y)}`;
  let rungs = "";
  const turns = 16;
  for (let i = 1; i <= turns; i++) {
    const t = i / turns;
    const yy = y + height * t;
    const phase = Math.sin(t * Math.PI * 3);
    left += `L${n(x + 60 + phase * 60)} ${n(yy)}`;
    right += `L${n(x + 60 - phase * 60)} ${n(yy)}`;
    if (i % 2 === 0) rungs += line(x + 60 + phase * 56, yy, x + 60 - phase * 56, yy, rung, 6);
  }
  return `${rungs}<path d="${left}" stroke="${a}" stroke-width="12" fill="none" stroke-linejoin="round"/><path d="${right}" stroke="${b}" stroke-width="12" fill="none" stroke-linejoin="round"/>`;
}

function briefcase(cx: number, baseY: number, w: number, body: string, band: string) {
  const h = w * 0.68;
  return (
    `<path d="M${n(cx - w * 0.18)} ${n(baseY - h)}V${n(baseY - h - 30)}Q${n(cx - w * 0.18)} ${n(baseY - h - 44)} ${n(cx - w * 0.04)} ${n(baseY - h - 44)}H${n(cx + w * 0.04)}Q${n(cx + w * 0.18)} ${n(baseY - h - 44)} ${n(cx + w * 0.18)} ${n(baseY - h - 30)}V${n(baseY - h)}" stroke="${body}" stroke-width="12" fill="none"/>` +
    rect(cx - w / 2, baseY - h, w, h, body, 18) +
    rect(cx - w / 2, baseY - h * 0.58, w, 14, band) +
    rect(cx - 22, baseY - h * 0.66, 44, 34, band, 6)
  );
}

function bottle(
  cx: number,
  baseY: number,
  w: number,
  h: number,
  glass: string,
  label: string,
  cap: string,
) {
  return (
    rect(cx - w / 2, baseY - h, w, h, glass, 20) +
    rect(cx - w / 2 + 12, baseY - h * 0.7, w - 24, h * 0.42, label, 8) +
    rect(cx - w * 0.42, baseY - h - 46, w * 0.84, 52, cap, 10)
  );
}

function shield(cx: number, cy: number, size: number, fill: string, mark: string) {
  const s = size;
  return (
    `<path d="M${n(cx)} ${n(cy - s)}L${n(cx + s * 0.8)} ${n(cy - s * 0.7)}V${n(cy)}Q${n(cx + s * 0.8)} ${n(cy + s * 0.75)} ${n(cx)} ${n(cy + s)}Q${n(cx - s * 0.8)} ${n(cy + s * 0.75)} ${n(cx - s * 0.8)} ${n(cy)}V${n(cy - s * 0.7)}Z" fill="${fill}"/>` +
    `<path d="M${n(cx - s * 0.35)} ${n(cy)}l${n(s * 0.25)} ${n(s * 0.25)} ${n(s * 0.45)} ${n(-s * 0.5)}" stroke="${mark}" stroke-width="${n(s * 0.14)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function board(x: number, y: number, w: number, h: number, frame: string, surface: string) {
  return (
    rect(x, y, w, h, frame, 16) +
    rect(x + 16, y + 16, w - 32, h - 32, surface, 8) +
    rect(x + w * 0.2, y + h, 16, 120, frame) +
    rect(x + w * 0.8 - 16, y + h, 16, 120, frame)
  );
}

function plantBed(
  x: number,
  baseY: number,
  w: number,
  soil: string,
  stem: string,
  leafFill: string,
  vein: string,
  rng: Rng,
) {
  let out = rect(x, baseY - 40, w, 60, soil, 14);
  const count = Math.max(2, Math.floor(w / 110));
  for (let i = 0; i < count; i++) {
    const px = x + 55 + i * ((w - 110) / Math.max(1, count - 1));
    const h = between(rng, 90, 150);
    out += line(px, baseY - 40, px, baseY - 40 - h, stem, 6);
    out += leaf(px, baseY - 40 - h * 0.55, between(rng, 50, 70), -150, leafFill, vein);
    out += leaf(px, baseY - 40 - h * 0.75, between(rng, 50, 70), -30, leafFill, vein);
    out += leaf(px, baseY - 40 - h, 55, -90, leafFill, vein);
  }
  return out;
}

type Scene = (p: Palette, rng: Rng) => string;

const SCENES = {
  /** A wall calendar, a clock and a pencil: timetables and planning. */
  timetable: (p, rng) =>
    calendar(180, 200, 760, 560, p, rng) +
    clock(1200, 360, 150, p.paper, p.soft, p.ink) +
    pencil(1060, 720, 360, -18, p.accent, p.accent2),

  /** Stacked books, an open book and a DNA strand: biology study. */
  biologyBooks: (p, rng) =>
    bookSpine(200, 430, 90, 340, p.soft, p.accent) +
    bookSpine(300, 390, 110, 380, p.accent, p.paper) +
    bookSpine(420, 460, 80, 310, p.paper, p.soft) +
    book(180, 770, 560, 70, p.ink, p.accent) +
    openBook(880, 560, 420, p) +
    dna(1240, 180, 560, p.accent, p.soft, p.paper) +
    leaf(700, 330, between(rng, 150, 190), -40, p.soft, p.paper),

  /** Answer sheets beside a bar chart: reading a mock test. */
  mockAnalysis: (p, rng) =>
    clipboard(200, 180, 440, 600, p.soft, p.paper, p.ink, rng, p.accent2) +
    browser(760, 220, 660, 460, p.ink, p.paper, [p.accent, p.soft, p.accent2]) +
    barChart(830, 620, 340, 300, [p.soft, p.accent2, p.ink, p.soft, p.accent2], p.ink, rng, false) +
    donut(
      1290,
      470,
      90,
      [
        [0.55, p.accent2],
        [0.3, p.soft],
        [0.15, p.ink],
      ],
      p.paper,
    ),

  /** A rep with a briefcase on a road towards a town: the field job. */
  fieldRep: (p, rng) =>
    house(1020, 560, 130, p.paper, p.accent2, p.soft) +
    house(1200, 560, 170, p.soft, p.accent, p.ink) +
    house(1400, 560, 110, p.paper, p.soft, p.accent2) +
    rect(-300, 560, 2200, 500, p.soft, 0, ' opacity=".35"') +
    road(420, 1190, p.paper, p.accent) +
    person(400, 830, 1.5, p.accent, pick(rng, SKIN), pick(rng, HAIR)) +
    briefcase(560, 840, 130, p.ink, p.accent) +
    sun(260, 220, 70, p.accent, true),

  /** A clipboard, a stethoscope and a clock: a planned doctor's call. */
  doctorCall: (p, rng) =>
    clipboard(220, 170, 460, 620, p.ink, p.paper, p.ink, rng, p.accent) +
    stethoscope(900, 260, 1.25, p.soft, p.accent) +
    clock(1300, 300, 110, p.paper, p.accent, p.ink) +
    heart(1300, 640, 70, p.accent2),

  /** Capsules, tablets, a report card and a shield: medicine safety. */
  medicineSafety: (p, rng) =>
    capsule(300, 300, 220, 48, -30, p.accent, p.paper) +
    capsule(520, 620, 240, 52, 20, p.soft, p.accent2) +
    tablet(250, 640, 54, p.paper, p.soft) +
    tablet(600, 330, 42, p.soft, p.paper) +
    clipboard(760, 170, 400, 560, p.soft, p.paper, p.ink, rng, p.accent2) +
    shield(1340, 450, 150, p.accent, p.ink),

  /** The morning sun, a cup, a sprig and a clock: a daily routine. */
  dinacharya: (p, rng) =>
    hills(760, 140, p.soft, rng) +
    sun(800, 420, 130, p.accent, true) +
    cup(420, 780, 180, p.paper, p.paper) +
    sprig(1180, 820, 420, p.ink, p.soft, p.paper, rng) +
    clock(1420, 240, 80, p.paper, p.accent2, p.ink),

  /** Rain clouds, a warm bowl and ginger-like leaves: monsoon eating. */
  monsoon: (p, rng) =>
    cloud(420, 240, 220, p.soft) +
    cloud(1150, 200, 180, p.paper) +
    rain(240, 340, 420, 220, p.soft, rng) +
    rain(1000, 300, 360, 200, p.paper, rng) +
    `<path d="M560 640H1040Q1030 840 800 840Q570 840 560 640Z" fill="${p.accent}"/>` +
    rect(540, 620, 520, 34, p.accent2, 17) +
    leaf(980, 600, 200, -60, p.ink, p.soft) +
    leaf(620, 600, 160, -130, p.ink, p.soft),

  /** A map with a pin and a phone: being found on local search. */
  localSearch: (p, rng) => {
    let map = rect(170, 170, 820, 580, p.paper, 26);
    for (let i = 0; i < 4; i++)
      map += line(170, 260 + i * 140, 990, 230 + i * 150 + between(rng, -30, 30), p.soft, 14);
    map += line(420, 170, 470, 750, p.soft, 18) + line(760, 170, 700, 750, p.soft, 10);
    map +=
      rect(520, 300, 140, 110, p.accent2, 10, ' opacity=".35"') +
      rect(240, 480, 150, 120, p.soft, 10, ' opacity=".6"');
    return (
      map +
      mapPin(600, 520, 170, p.accent, p.paper) +
      phone(1120, 150, 300, 600, p.ink, p.paper) +
      mapPin(1270, 450, 90, p.accent2, p.paper) +
      star(1200, 560, 22, p.accent) +
      star(1270, 560, 22, p.accent) +
      star(1340, 560, 22, p.accent)
    );
  },

  /** A phone, a link chain and a rising line: tracking a campaign. */
  campaign: (p, rng) =>
    phone(220, 160, 320, 620, p.ink, p.paper) +
    speechBubble(270, 260, 220, 100, p.soft, p.paper) +
    speechBubble(270, 420, 220, 100, p.accent, p.ink, false) +
    `<g fill="none" stroke="${p.accent}" stroke-width="22"><rect x="620" y="410" width="150" height="80" rx="40"/><rect x="720" y="410" width="150" height="80" rx="40"/></g>` +
    browser(960, 200, 480, 480, p.paper, p.soft, [p.accent, p.accent2, p.ink]) +
    lineChart(1020, 320, 360, 300, p.ink, p.accent, rng),

  /** A phone of square posts, hearts and a small shop: social media for home businesses. */
  socialGrid: (p, rng) => {
    let grid = phone(620, 120, 360, 680, p.ink, p.paper);
    const fills = [p.accent, p.soft, p.accent2, p.soft, p.accent, p.soft];
    for (let i = 0; i < 9; i++)
      grid += rect(
        655 + (i % 3) * 100,
        200 + Math.floor(i / 3) * 100,
        90,
        90,
        fills[(i + Math.floor(rng() * 3)) % fills.length] as string,
        8,
      );
    grid +=
      circle(800, 560, 46, p.soft) +
      rect(680, 630, 240, 14, p.ink, 7, ' opacity=".3"') +
      rect(680, 660, 170, 14, p.ink, 7, ' opacity=".3"');
    return (
      grid +
      awning(180, 300, 340, 5, p.accent, p.paper) +
      rect(200, 390, 300, 360, p.paper, 10, ' opacity=".9"') +
      jar(240, 720, 90, 150, p.soft, p.accent, p.ink) +
      jar(370, 720, 90, 200, p.soft, p.accent2, p.ink) +
      heart(1180, 300, 70, p.accent2) +
      heart(1330, 460, 50, p.accent) +
      heart(1160, 560, 40, p.paper)
    );
  },

  /** A signpost at a fork in the road under stars: choosing a stream. */
  crossroads: (p, rng) =>
    hills(640, 120, p.soft, rng) +
    road(700, 760, p.paper, p.accent) +
    signpost(1100, 760, p.ink, [p.accent, p.soft, p.accent2]) +
    star(300, 200, 34, p.accent) +
    star(460, 140, 20, p.paper) +
    star(1380, 180, 28, p.accent) +
    person(420, 860, 1.5, p.accent2, pick(rng, SKIN), pick(rng, HAIR)),

  /** Two people talking at a table: conversations at home. */
  conversation: (p, rng) =>
    person(520, 760, 2.1, p.soft, pick(rng, SKIN), pick(rng, HAIR)) +
    person(1080, 760, 2.3, p.accent, pick(rng, SKIN), pick(rng, HAIR)) +
    rect(300, 740, 1000, 50, p.ink, 12) +
    cup(760, 740, 90, p.paper, p.paper) +
    speechBubble(330, 160, 300, 130, p.paper, p.soft) +
    speechBubble(980, 130, 330, 140, p.accent2, p.paper, false),

  /** A lotus, a lamp and circles: a quiet practice. */
  lotusDiya: (p) => {
    let rings = "";
    for (let i = 1; i <= 4; i++)
      rings += circle(
        800,
        470,
        120 + i * 70,
        "none",
        ` stroke="${p.soft}" stroke-width="3" opacity="${n(0.5 - i * 0.08)}"`,
      );
    return (
      rings +
      lotus(800, 560, 300, p.accent2, p.accent, p.soft) +
      diya(330, 720, 110, p.accent, p.paper, p.accent) +
      diya(1270, 720, 110, p.accent, p.paper, p.accent) +
      star(520, 200, 18, p.ink) +
      star(1100, 240, 24, p.ink)
    );
  },

  /** Capsules on rising steps with a briefcase: a first job in pharma. */
  pharmaCareer: (p, rng) =>
    steps(520, 820, 5, 150, 110, p.soft) +
    briefcase(1180, 250, 170, p.ink, p.accent) +
    person(600, 710, 1.2, p.accent, pick(rng, SKIN), pick(rng, HAIR)) +
    capsule(260, 300, 220, 46, -25, p.accent, p.paper) +
    capsule(330, 560, 180, 40, 30, p.paper, p.accent2) +
    molecule(1380, 560, 90, p.soft, p.paper, p.accent) +
    star(960, 200, 26, p.accent),

  /** A trainer at a board with a chart, learners in a row: a training room. */
  classroom: (p, rng) =>
    board(330, 140, 940, 420, p.ink, p.paper) +
    barChart(440, 480, 380, 260, [p.soft, p.accent, p.soft, p.accent], p.ink, rng) +
    lineChart(900, 210, 280, 230, p.accent2, p.accent, rng) +
    crowd(800, 900, 5, 1.25, [p.soft, p.accent, p.accent2, p.paper], rng),

  /** A camp tent with a cross, people queueing, hills behind: a health camp. */
  healthCamp: (p, rng) =>
    hills(620, 160, p.soft, rng) +
    sun(1350, 200, 70, p.accent, false) +
    tent(560, 720, 560, p.paper, p.accent2) +
    medicalCross(560, 500, 80, p.accent2) +
    crowd(1120, 820, 3, 1.3, [p.accent, p.ink, p.soft], rng) +
    tree(1500, 720, 160, p.ink, p.accent2) +
    tree(120, 720, 200, p.ink, p.accent2),

  /** Hills, fields, houses, trees and the sun: a village. */
  village: (p, rng) =>
    sun(1200, 230, 100, p.accent, false) +
    hills(520, 200, p.soft, rng) +
    hills(680, 140, p.ink, rng) +
    `<path d="M-300 760Q400 700 800 760T1900 760V1100H-300Z" fill="${p.accent2}" opacity=".55"/>` +
    house(300, 700, 140, p.paper, p.accent2, p.ink) +
    house(520, 720, 110, p.paper, p.accent, p.ink) +
    tree(760, 720, 170, p.soft, p.accent2) +
    tree(1320, 740, 210, p.soft, p.accent2) +
    house(1000, 730, 150, p.paper, p.accent2, p.ink),

  /** Raised herb beds and a watering can: school herb gardens. */
  herbGarden: (p, rng) =>
    sun(1350, 210, 90, p.accent, true) +
    plantBed(150, 560, 560, p.accent2, p.ink, p.soft, p.paper, rng) +
    plantBed(820, 560, 560, p.accent2, p.ink, p.soft, p.paper, rng) +
    plantBed(380, 820, 840, p.accent2, p.ink, p.soft, p.paper, rng) +
    person(1380, 860, 1.2, p.accent, pick(rng, SKIN), pick(rng, HAIR)),

  /** A stall with an awning, jars and a stack of coins: a micro-business. */
  marketStall: (p) =>
    rect(280, 260, 820, 40, p.ink, 10) +
    awning(300, 300, 780, 8, p.accent, p.paper) +
    rect(320, 390, 740, 440, p.paper, 10, ' opacity=".85"') +
    rect(300, 620, 780, 40, p.ink, 8) +
    jar(380, 610, 110, 170, p.soft, p.accent, p.ink) +
    jar(540, 610, 110, 130, p.soft, p.accent2, p.ink) +
    jar(700, 610, 110, 190, p.soft, p.accent, p.ink) +
    rect(880, 500, 140, 110, p.accent2, 12) +
    coins(1300, 800, 6, p.accent, p.accent2) +
    coins(1450, 800, 3, p.accent, p.accent2) +
    star(1380, 420, 28, p.accent),

  /** A phone with a network of connected reps: a members' hub. */
  repNetwork: (p, rng) =>
    network(560, 450, 320, 8, p.soft, p.accent, p.paper, rng) +
    phone(1060, 140, 330, 640, p.ink, p.paper) +
    calendar(1100, 260, 250, 250, p, rng) +
    rect(1100, 560, 250, 20, p.soft, 10) +
    rect(1100, 600, 180, 20, p.soft, 10),

  /** A laptop with a play button, progress bars and a badge: short online courses. */
  onlineCourse: (p, rng) =>
    laptop(700, 760, 760, p.ink, p.paper) +
    playButton(700, 530, 90, p.accent, p.paper) +
    rect(420, 660, 560, 18, p.soft, 9) +
    rect(420, 660, 560 * between(rng, 0.35, 0.75), 18, p.accent2, 9) +
    rect(1240, 200, 220, 90, p.paper, 16) +
    rect(1260, 225, 120, 14, p.soft, 7) +
    rect(1240, 320, 220, 90, p.paper, 16) +
    rect(1260, 345, 160, 14, p.soft, 7) +
    star(1350, 560, 70, p.accent) +
    circle(1350, 560, 110, "none", ` stroke="${p.accent}" stroke-width="10"`),

  /** Two people on a path with a flag at the end: mentoring. */
  mentoring: (p, rng) =>
    hills(700, 160, p.soft, rng) +
    road(800, 1150, p.paper, p.accent) +
    rect(1150, 300, 14, 200, p.ink) +
    `<path d="M1164 300H1300L1260 340L1300 380H1164Z" fill="${p.accent}"/>` +
    person(560, 840, 2, p.accent2, pick(rng, SKIN), pick(rng, HAIR)) +
    person(760, 860, 1.6, p.soft, pick(rng, SKIN), pick(rng, HAIR)) +
    star(300, 200, 26, p.accent),

  /** A mortar and pestle, oil bottles and leaves: an ayurvedic consultation. */
  ayurvedaKit: (p, rng) =>
    sun(1300, 220, 90, p.accent, false) +
    mortar(560, 800, 360, p.ink, p.accent2) +
    bottle(960, 800, 150, 300, p.soft, p.paper, p.accent2) +
    bottle(1150, 800, 110, 220, p.accent, p.paper, p.ink) +
    sprig(260, 820, 460, p.ink, p.soft, p.paper, rng) +
    leaf(1260, 760, 170, -20, p.soft, p.paper) +
    circle(760, 790, 26, p.accent) +
    circle(810, 800, 18, p.accent2),

  /** Six people around one warm circle: the team. */
  team: (p, rng) =>
    circle(800, 470, 330, p.paper, ' opacity=".55"') +
    sun(800, 300, 90, p.accent, false) +
    crowd(800, 830, 6, 1.35, [p.ink, p.accent2, p.soft, p.accent, p.ink, p.soft], rng) +
    star(330, 220, 28, p.ink) +
    star(1270, 220, 28, p.ink),

  /** Books, capsules, a leaf, a lotus and a chart around one circle: everything the company does. */
  collective: (p, rng) => {
    let orbit = circle(
      800,
      450,
      300,
      "none",
      ` stroke="${p.soft}" stroke-width="4" stroke-dasharray="14 18"`,
    );
    orbit += circle(800, 450, 180, p.accent, ' opacity=".9"');
    orbit += crowd(800, 560, 3, 0.9, [p.ink, p.paper, p.soft], rng);
    orbit += openBook(510, 230, 220, p);
    orbit += capsule(1100, 230, 220, 46, -30, p.paper, p.accent2);
    orbit += leaf(420, 700, 210, -30, p.soft, p.paper);
    orbit += lotus(1130, 720, 150, p.accent2, p.paper, p.soft);
    orbit += barChart(720, 150, 160, 110, [p.paper, p.accent, p.paper, p.accent], p.soft, rng);
    orbit += star(260, 450, 30, p.accent) + star(1340, 450, 30, p.accent);
    return orbit;
  },
} satisfies Record<string, Scene>;

export type SceneName = keyof typeof SCENES;

function background(p: Palette, width: number, height: number, rng: Rng) {
  let deco = "";
  for (let i = 0; i < 3; i++) {
    deco += circle(
      between(rng, 0, width),
      between(rng, 0, height),
      between(rng, width * 0.12, width * 0.3),
      i % 2 ? p.soft : p.accent,
      ` opacity="${n(between(rng, 0.06, 0.12))}"`,
    );
  }
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${deco}`;
}

export function coverSvg(scene: SceneName, palette: PaletteName, seed: string): string {
  const rng = seededRandom(seed);
  const p = PALETTES[palette];
  const bg = background(p, 1600, 900, rng);
  const scale = between(rng, 0.9, 1);
  const dx = between(rng, -30, 30) + 800 * (1 - scale);
  const dy = between(rng, -10, 20) + 450 * (1 - scale);
  const body = SCENES[scene](p, rng);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">${bg}${group(dx, dy, body, scale)}</svg>`;
}

/** A square portrait: a head-and-shoulders figure, no face details, varied per seed. */
const HAIR_STYLES = ["short", "long", "bun", "beard"] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export function portraitSvg(palette: PaletteName, hairStyle: HairStyle, seed: string): string {
  const rng = seededRandom(seed);
  const p = PALETTES[palette];
  const skin = pick(rng, SKIN);
  const hair = pick(rng, HAIR);
  const clothes = pick(rng, [p.accent, p.soft, p.accent2, p.ink]);
  const style = HAIR_STYLES.indexOf(hairStyle);
  let figure = "";
  if (style === 1)
    figure += `<path d="M200 270Q190 120 300 110Q410 120 400 270V420H200Z" fill="${hair}"/>`;
  if (style === 2) figure += circle(300, 118, 52, hair);
  figure += `<path d="M90 600V520Q90 410 210 392H390Q510 410 510 520V600Z" fill="${clothes}"/>`;
  figure += rect(262, 330, 76, 90, skin, 30);
  figure += `<path d="M262 392Q300 440 338 392V420Q300 460 262 420Z" fill="#000" opacity=".08"/>`;
  figure += `<ellipse cx="300" cy="250" rx="96" ry="112" fill="${skin}"/>`;
  if (style === 0)
    figure += `<path d="M204 240Q200 140 300 134Q400 140 396 240Q380 180 300 176Q240 176 204 240Z" fill="${hair}"/>`;
  if (style === 1)
    figure += `<path d="M204 250Q196 136 300 132Q404 136 396 250Q350 170 300 170Q250 170 204 250Z" fill="${hair}"/>`;
  if (style === 2)
    figure += `<path d="M206 230Q210 146 300 142Q390 146 394 230Q340 186 300 186Q260 186 206 230Z" fill="${hair}"/>`;
  if (style === 3)
    figure += `<path d="M204 226Q204 138 300 136Q396 138 396 226Q360 200 300 198Q240 200 204 226Z" fill="${hair}"/><path d="M214 300Q300 400 386 300Q380 356 300 372Q220 356 214 300Z" fill="${hair}" opacity=".9"/>`;
  if (rng() < 0.4) {
    figure += `<g fill="none" stroke="${p.ink === "#e3f1ef" ? "#17202a" : p.ink}" stroke-width="7"><circle cx="262" cy="258" r="28"/><circle cx="338" cy="258" r="28"/><path d="M290 258H310"/></g>`;
  }
  const ring = circle(300, 300, 250, p.soft, ' opacity=".35"');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">${background(p, 600, 600, rng)}${ring}${figure}</svg>`;
}
