import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every picture the components draw says its size before it loads (`width` and `height`), so the
 * page does not shift when it arrives (issue "Fast on a phone": CLS ≤ 0.05). Read from the sources:
 * an image in a state no story shows is checked too.
 */
const SOURCE = fileURLToPath(new URL('.', import.meta.url));

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Each `<img …>` element of a file, as written (up to its closing `/>`). */
const imageTags = (source: string) => source.match(/<img\b[\s\S]*?\/>/g) ?? [];

describe('images in @shop/ui', () => {
  const images = componentFiles(SOURCE).flatMap((file) =>
    imageTags(readFileSync(file, 'utf8')).map((tag) => ({ file: relative(SOURCE, file), tag })),
  );

  it('finds the components’ images (the check reads what it means to)', () => {
    expect(images.length).toBeGreaterThanOrEqual(10);
  });

  it('gives every one its width and height', () => {
    const unsized = images.filter(({ tag }) => !/\bwidth=/.test(tag) || !/\bheight=/.test(tag));
    expect(unsized.map(({ file }) => file)).toEqual([]);
  });
});
