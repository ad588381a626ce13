/** Shared pieces of the hand-drawn SVGs: escaping, palettes and the 400 × 400 frame. */

export const IMAGE_SIZE = 400;

/** Escapes text for SVG content and attribute values (names such as "Levi's" or "TVs & Appliances"). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A `data:` URL for an SVG. Percent-encoding everything (rather than base64) keeps it readable in
 * devtools and a little shorter; UTF-8 names such as 'Lakmé' survive because SVG defaults to UTF-8.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface Palette {
  background: string;
  halo: string;
  /** Main body of the silhouette. */
  body: string;
  /** Darker parts: bezels, handles, straps. */
  detail: string;
  /** Screens, labels, cushions. */
  accent: string;
  /** A contrasting spot colour (lipstick, fruit, title bars). */
  pop: string;
  ink: string;
}

/** Hand-picked so every silhouette stays legible on its background and text passes contrast. */
export const PALETTES: readonly Palette[] = [
  {
    background: '#eef4ff',
    halo: '#d8e6ff',
    body: '#2f5bd3',
    detail: '#1b2f6b',
    accent: '#9cc2ff',
    pop: '#ff8a3d',
    ink: '#1b2f6b',
  },
  {
    background: '#fff4ec',
    halo: '#ffe1cc',
    body: '#e4672b',
    detail: '#7a2e0e',
    accent: '#ffc59e',
    pop: '#2f8f6a',
    ink: '#6b270b',
  },
  {
    background: '#effaf4',
    halo: '#d3f1e1',
    body: '#1f8a5b',
    detail: '#0f4a30',
    accent: '#9fe0c0',
    pop: '#f2b705',
    ink: '#0f4a30',
  },
  {
    background: '#f6f0ff',
    halo: '#e6d9ff',
    body: '#6b3fd4',
    detail: '#35206e',
    accent: '#c7b2ff',
    pop: '#ff5c8a',
    ink: '#35206e',
  },
  {
    background: '#fff0f4',
    halo: '#ffd6e2',
    body: '#d6336c',
    detail: '#6e1434',
    accent: '#ffb3c9',
    pop: '#3b82c4',
    ink: '#6e1434',
  },
  {
    background: '#f1f5f9',
    halo: '#dde5ee',
    body: '#334155',
    detail: '#0f172a',
    accent: '#94a3b8',
    pop: '#f59e0b',
    ink: '#0f172a',
  },
  {
    background: '#fffbea',
    halo: '#fdf0b5',
    body: '#c58a00',
    detail: '#5c4100',
    accent: '#ffe58a',
    pop: '#c2410c',
    ink: '#5c4100',
  },
  {
    background: '#ecfbfd',
    halo: '#c9f1f6',
    body: '#0e8a9c',
    detail: '#084650',
    accent: '#93e0ea',
    pop: '#e4572e',
    ink: '#084650',
  },
];

/** Palettes by position, wrapping around, for images keyed by a small number such as a category id. */
export function paletteAt(index: number): Palette {
  const count = PALETTES.length;
  const palette = PALETTES[((index % count) + count) % count];
  if (palette === undefined) throw new Error('PALETTES must not be empty');
  return palette;
}

/**
 * Wraps a silhouette in the common frame: background, halo, a `<title>` (the accessible name of the
 * image) and one line of label text sized to fit the width.
 */
export function svgFrame(options: {
  title: string;
  label: string;
  palette: Palette;
  artwork: string;
}): string {
  const { title, label, palette, artwork } = options;
  // Roughly 0.6 em per character in a bold sans-serif; keep the label inside 340 px.
  const fontSize = Math.max(16, Math.min(34, Math.floor(340 / (Math.max(label.length, 1) * 0.6))));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="${palette.background}"/>`,
    `<circle cx="200" cy="175" r="145" fill="${palette.halo}"/>`,
    artwork,
    `<text x="200" y="362" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${palette.ink}">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}
