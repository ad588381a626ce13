import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which source modules a built file's bytes come from, read from the file's source map (the build
 * writes one beside each chunk): a chunk's size says that a route got heavier, its modules say
 * which code did. Each generated character belongs to the mapping segment it follows, so the
 * figures are minified bytes; a module's share of what was sent is the chunk's as-sent size split
 * in proportion to them (compression is not the same everywhere in a file, so it is an estimate).
 */

/** Bytes of one built file by source module, keyed by path from the checkout's root. */
export type ModuleBytes = ReadonlyMap<string, number>;

/** Minified bytes no segment maps to (the bundler's own glue, a chunk's import lines). */
export const UNMAPPED = '(bundler glue)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, index) => [char, index]));

/** The fields of one segment of a source map's `mappings` (base64 VLQ, deltas). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * A source's path from the checkout's root, the same in two checkouts: a package's files under
 * pnpm's store as `node_modules/<package>/…` without the version folder.
 */
function sourceKey(root: string, mapDir: string, source: string): string {
  const path = relative(root, resolve(mapDir, source)).replaceAll('\\', '/');
  const inPackage = path.lastIndexOf('node_modules/');
  return inPackage === -1 ? path : path.slice(inPackage);
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
  readonly sourceRoot?: string;
}

/** The bytes of `file` (a built script) by source module; all of it unmapped when it has no map. */
export async function moduleBytes(root: string, file: string): Promise<ModuleBytes> {
  const code = await readFile(file, 'utf8');
  const bytes = new Map<string, number>();
  const add = (key: string, text: string) => {
    const length = Buffer.byteLength(text);
    if (length > 0) bytes.set(key, (bytes.get(key) ?? 0) + length);
  };
  if (!existsSync(`${file}.map`)) {
    add(UNMAPPED, code);
    return bytes;
  }
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as SourceMap;
  const mapDir = join(dirname(file), map.sourceRoot ?? '');
  const keys = map.sources.map((source) => sourceKey(root, mapDir, source));
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    let owner = UNMAPPED;
    let from = 0;
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const fields = decodeSegment(segment);
      column += fields[0]!;
      add(owner, line.slice(from, column));
      from = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        owner = keys[sourceIndex] ?? UNMAPPED;
        // Lines and columns of the source are not needed, but their deltas are in the fields.
      } else {
        owner = UNMAPPED;
      }
    }
    add(owner, `${line.slice(from)}\n`);
  });
  // Lines past the mappings (a trailing sourceMappingURL comment).
  for (const line of lines.slice(map.mappings.split(';').length)) add(UNMAPPED, `${line}\n`);
  return bytes;
}

/** A route's first-screen scripts split by module: minified bytes, and the share of what was sent. */
export interface ModuleWeight {
  readonly module: string;
  readonly raw: number;
  readonly wire: number;
  /** The built files it came in (a module can be in more than one). */
  readonly files: readonly string[];
}

/** The modules of the scripts a route downloaded (`url` like /assets/x.js, `wire` bytes as sent). */
export async function routeModules(
  root: string,
  scripts: readonly { readonly url: string; readonly wire: number }[],
): Promise<ModuleWeight[]> {
  const dist = join(root, 'apps', 'storefront', 'dist');
  const weights = new Map<string, { raw: number; wire: number; files: string[] }>();
  for (const script of scripts) {
    const bytes = await moduleBytes(root, join(dist, script.url));
    const total = [...bytes.values()].reduce((sum, one) => sum + one, 0);
    for (const [module, raw] of bytes) {
      const weight = weights.get(module) ?? { raw: 0, wire: 0, files: [] };
      weight.raw += raw;
      weight.wire += total === 0 ? 0 : (script.wire * raw) / total;
      weight.files.push(script.url.replace(/^\/assets\//, ''));
      weights.set(module, weight);
    }
  }
  return [...weights]
    .map(([module, weight]) => ({ module, ...weight }))
    .sort((a, b) => b.wire - a.wire || a.module.localeCompare(b.module));
}

/** One module's change between a baseline's first screen and this one's (bytes; 0 where absent). */
export interface ModuleChange {
  readonly module: string;
  readonly raw: number;
  readonly wire: number;
  readonly baselineWire: number;
}

/**
 * What changed module by module, largest change of the share sent first. Bundler glue counts as a
 * module: more chunks mean more import lines.
 */
export function moduleChanges(
  current: readonly ModuleWeight[],
  baseline: readonly ModuleWeight[],
): ModuleChange[] {
  const before = new Map(baseline.map((weight) => [weight.module, weight]));
  const after = new Map(current.map((weight) => [weight.module, weight]));
  return [...new Set([...before.keys(), ...after.keys()])]
    .map((module) => ({
      module,
      raw: (after.get(module)?.raw ?? 0) - (before.get(module)?.raw ?? 0),
      wire: (after.get(module)?.wire ?? 0) - (before.get(module)?.wire ?? 0),
      baselineWire: before.get(module)?.wire ?? 0,
    }))
    .sort((a, b) => Math.abs(b.wire) - Math.abs(a.wire) || a.module.localeCompare(b.module));
}
