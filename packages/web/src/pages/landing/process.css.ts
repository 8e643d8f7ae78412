import { style } from '@vanilla-extract/css';
import { vars } from '../../design/theme.css';
import { ember } from './palette';
import { up } from '../../design/media';

const NUMERAL = '3rem';

export const steps = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[8],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The thread that joins the numerals: down the left on a phone, across on a wide screen.
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: `calc(${NUMERAL} / 2)`,
    insetInlineStart: `calc(${NUMERAL} / 2 - 1px)`,
    borderInlineStart: `2px dotted ${vars.color.borderStrong}`,
  },
  '@media': {
    [up('lg')]: {
      gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
      gap: `0 ${vars.space[6]}`,
      selectors: {
        '&::before': {
          insetBlock: 'auto',
          // From the first numeral's centre to the last one's.
          insetInlineStart: `calc(${NUMERAL} / 2)`,
          insetInlineEnd: `calc((100% - 4 * ${vars.space[6]}) / 5 - ${NUMERAL} / 2)`,
          top: `calc(${NUMERAL} / 2 - 1px)`,
          borderInlineStart: 'none',
          borderTop: `2px dotted ${vars.color.borderStrong}`,
        },
      },
    },
  },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${NUMERAL} 1fr`,
  gridTemplateRows: 'auto 1fr',
  columnGap: vars.space[5],
  rowGap: vars.space[2],
  alignContent: 'start',
  '@media': {
    // Each step spans three rows of the list's grid, so titles and texts line up across steps.
    [up('lg')]: {
      gridRow: 'span 3',
      gridTemplateColumns: '1fr',
      gridTemplateRows: 'subgrid',
      rowGap: vars.space[3],
    },
  },
});

export const numeral = style({
  gridRow: '1 / span 2',
  display: 'grid',
  placeItems: 'center',
  width: NUMERAL,
  height: NUMERAL,
  borderRadius: '50%',
  background: vars.color.surface,
  border: `1.5px solid ${ember}`,
  color: ember,
  fontFamily: vars.font.heading,
  fontSize: vars.size.xl,
  fontWeight: 600,
  lineHeight: 1,
  '@media': { [up('lg')]: { gridRow: 'auto', marginBottom: vars.space[2] } },
});

export const title = style({
  fontSize: vars.size.xl,
  paddingTop: vars.space[2],
  '@media': { [up('lg')]: { paddingTop: 0, fontSize: vars.size.lg } },
});

export const text = style({ color: vars.color.muted, fontSize: vars.size.md, textWrap: 'pretty' });
