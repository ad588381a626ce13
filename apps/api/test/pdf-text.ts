import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF as pdfkit writes it, for tests: each `BT … ET` text object becomes one string.
 * Text in an embedded font is glyph codes, read back through that font's ToUnicode map — the
 * same map a viewer uses to copy and search text — so the test reads what a person would.
 * Enough for pdfkit's own output (objects in the clear, Type0 fonts, Flate streams), not for any PDF.
 */

interface PdfObject {
  readonly dictionary: string;
  readonly stream: Buffer | undefined;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body, stream: undefined });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const raw = Buffer.from(
      body.slice(streamAt + 'stream\n'.length, body.lastIndexOf('\nendstream')),
      'latin1',
    );
    const stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

/** A ToUnicode CMap's `<from> <to> [<u> <u> …]` and `<from> <to> <u>` ranges: code → text. */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) =>
    String.fromCharCode(
      ...hex
        .trim()
        .split(/\s+/)
        .map((unit) => Number.parseInt(unit, 16)),
    );
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f ]+>)/gi)) {
    const from = Number.parseInt(range[1] ?? '0', 16);
    const target = range[3] ?? '';
    if (target.startsWith('[')) {
      [...target.matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, index) =>
        map.set(from + index, hexText(entry[1] ?? '')),
      );
    } else {
      const to = Number.parseInt(range[2] ?? '0', 16);
      const first = Number.parseInt(target.slice(1, -1), 16);
      for (let code = from; code <= to; code += 1) map.set(code, String.fromCharCode(first + code - from));
    }
  }
  return map;
}

const reference = (dictionary: string, key: string): number | undefined => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : undefined;
};

/** Every text object of every page, in the order written. */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dictionary)) continue;
    // The page's font names (/F1 …), each to its font's ToUnicode map.
    const resources =
      objects.get(reference(page.dictionary, 'Resources') ?? -1)?.dictionary ?? page.dictionary;
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const cmap = objects.get(reference(font?.dictionary ?? '', 'ToUnicode') ?? -1)?.stream;
      if (name && cmap) fonts.set(name, unicodeMap(cmap.toString('latin1')));
    }
    const content =
      objects.get(reference(page.dictionary, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const font = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block ?? '')?.[1] ?? '');
      const codes = [...(block ?? '').matchAll(/<([0-9a-f]+)>/gi)].flatMap(
        (hex) => hex[1]?.match(/.{4}/g) ?? [],
      );
      lines.push(codes.map((code) => font?.get(Number.parseInt(code, 16)) ?? '\uFFFD').join(''));
    }
  }
  return lines;
}
