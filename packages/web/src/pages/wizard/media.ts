/** Breakpoints of the wizard (mobile first: base styles are for phones). */
export const media = {
  /** Large phones in landscape and small tablets. */
  sm: 'screen and (min-width: 40rem)',
  /** Laptops and desktops: the step indicator becomes a sidebar. */
  lg: 'screen and (min-width: 64rem)',
} as const;
