/** Breakpoints of the landing page, mobile first: styles grow from the phone layout. */
export const tablet = 'screen and (min-width: 40em)';
export const desktop = 'screen and (min-width: 64em)';
