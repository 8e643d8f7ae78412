import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts a quote is drawn in, embedded (as subsets) in every PDF so a name prints as typed.
 * DejaVu Sans (regular, bold, oblique) covers Latin, Greek, Cyrillic, Armenian, Georgian and
 * more; Noto Sans Hans draws the runs of Chinese characters and Japanese kana, which DejaVu has
 * no glyphs for. Both come from npm packages, dependencies of this package, so the local mode,
 * the built server and the image (a production install) all have them. Not covered: Korean
 * Hangul, Thai, Indic scripts; right-to-left text keeps its letters but not its order.
 */
export type Face = 'regular' | 'bold' | 'oblique' | 'cjk';

// Not named `require`: the bundle's banner declares one at the top of each entry point.
const packageFile = createRequire(import.meta.url);

const FILES: Readonly<Record<Face, () => string>> = {
  regular: () => packageFile.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: () => packageFile.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  oblique: () => packageFile.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  // The package exports only its index; the fonts sit beside it.
  cjk: () =>
    join(
      dirname(packageFile.resolve('@embedpdf/fonts-sc')),
      '..',
      'fonts',
      'NotoSansHans-Regular.otf',
    ),
};

const loaded = new Map<Face, Buffer>();

/** A face's bytes, read from its package once per process (the CJK one only when used). */
export function fontBytes(face: Face): Buffer {
  let bytes = loaded.get(face);
  if (!bytes) {
    bytes = readFileSync(FILES[face]());
    loaded.set(face, bytes);
  }
  return bytes;
}

/** Runs of Chinese characters, kana and CJK punctuation: the CJK face draws them. */
const CJK_RUN =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]+)/u;

/** `text` cut into runs, each with the face that draws it (`face` for all but CJK runs). */
export function runsOf(text: string, face: Exclude<Face, 'cjk'>): { text: string; face: Face }[] {
  return text
    .split(CJK_RUN)
    .filter((run) => run !== '')
    .map((run) => ({ text: run, face: CJK_RUN.test(run) ? 'cjk' : face }));
}
