import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const DOCS = [
  'README.md',
  ...readdirSync(join(REPO, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown links' targets: files that must be in the clone. */
const links = (text: string) =>
  [...text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target));
/**
 * `code spans` naming a file by a relative path, with its extension (`../x` in an import rule's
 * example is no file; `./.data` is made at run time, so it need not exist).
 */
const spans = (text: string) =>
  [...text.matchAll(/`(\.{1,2}\/[^`\s]+\.[a-z]+)`/g)].map((m) => m[1] ?? '');

describe('a fresh clone explains itself', () => {
  it.each(DOCS)(
    '%s names only files inside the repository, and links only to existing ones',
    (file) => {
      const text = readFileSync(join(REPO, file), 'utf8');
      const at = (target: string) => resolve(dirname(join(REPO, file)), target);
      for (const target of [...links(text), ...spans(text)]) {
        expect(relative(REPO, at(target)).startsWith('..'), `${file} → ${target}`).toBe(false);
      }
      for (const target of links(text)) {
        expect(existsSync(at(target)), `${file} → ${target}`).toBe(true);
      }
    },
  );

  it('the README points to the product summary, which exists', () => {
    expect(readFileSync(join(REPO, 'README.md'), 'utf8')).toContain('docs/product.md');
    expect(readFileSync(join(REPO, 'docs/product.md'), 'utf8')).toMatch(/^# The product/);
  });
});
