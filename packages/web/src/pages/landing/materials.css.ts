import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { up } from '../../design/media';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[6]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[6] },
    [up('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const item = style({ display: 'grid', alignContent: 'start', gap: vars.space[2] });

export const swatch = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  backgroundSize: '100% 100%',
  boxShadow: `inset 0 0 0 1px rgba(47, 33, 24, 0.18), ${vars.shadow.sm}`,
  marginBottom: vars.space[2],
});

/**
 * A plank's face as a small SVG in the stylesheet (no JavaScript): long grain lines running its
 * length around a cathedral figure, drawn in the species' own darker tone.
 */
function grain(line: string, opacity: number, flip: boolean, extra = ''): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 180' preserveAspectRatio='none'>
<g${flip ? " transform='matrix(-1 0 0 1 240 0)'" : ''} fill='none' stroke='${line}' stroke-opacity='${opacity}' stroke-width='1.3' stroke-linecap='round'>
<path d='M0 10C70 7 150 14 240 9M0 22C80 19 160 26 240 21M0 166C70 170 150 163 240 168M0 154C80 157 170 150 240 155'/>
<path d='M0 36C110 36 186 54 186 90C186 126 110 144 0 144'/>
<path d='M0 52C96 52 160 66 160 90C160 114 96 128 0 128'/>
<path d='M0 68C80 68 132 78 132 90C132 102 80 112 0 112'/>
<path d='M0 82C56 82 100 85 100 90C100 95 56 98 0 98'/>
<path d='M204 40C220 38 232 40 240 39M214 62C226 61 234 62 240 62M214 118C226 119 234 118 240 118M204 140C220 142 232 140 240 141'/>
<path d='M200 84C214 82 228 86 240 84M200 96C214 98 228 94 240 96'/>
</g>${extra}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg.replace(/\n/g, ''))}")`;
}

function board(
  tone: string,
  light: string,
  line: string,
  opacity: number,
  flip = false,
  extra = '',
) {
  return {
    backgroundColor: tone,
    backgroundImage: `${grain(line, opacity, flip, extra)}, linear-gradient(160deg, ${light}, ${tone} 70%)`,
  };
}

export const wood = styleVariants({
  Oak: board('#c4914f', '#deb57c', '#6b4014', 0.4),
  Walnut: board('#5a3720', '#7d5232', '#1c0d03', 0.5, true),
  Cherry: board('#a0502c', '#c06e45', '#4d1806', 0.38),
  Maple: board('#e2c291', '#f2dfba', '#8f6630', 0.28, true),
  'Reclaimed wood': board('#8a6a4a', '#a88664', '#3b2a1a', 0.45),
});

export const name = style({ fontSize: vars.size.lg });

export const note = style({ color: vars.color.muted, fontSize: vars.size.sm, textWrap: 'pretty' });
