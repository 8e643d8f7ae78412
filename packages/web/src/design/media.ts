/**
 * Every breakpoint of the app, in rem. Styles are mobile first: `up` adds to the phone layout
 * from a width on; `below` is for the few rules only narrow screens need. In a media query rem
 * (like em) is the browser's default font size, so a visitor's larger text setting moves the
 * breakpoints with it.
 */
const WIDTHS = {
  /** The narrowest phones (under 400 px at the default font size). */
  xxs: 25,
  /** Large phones. */
  xs: 30,
  /** Two form fields side by side fit in a dialog. */
  twoUp: 34,
  /** Large phones in landscape and small tablets. */
  sm: 40,
  /** Tablets. */
  md: 48,
  /** Laptops and desktops. */
  lg: 64,
  /** Wide desktops: room for the wizard's drawing beside the step. */
  xl: 80,
} as const;

type Breakpoint = keyof typeof WIDTHS;

/** From this breakpoint up. */
export function up(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${WIDTHS[breakpoint]}rem)`;
}

/** Below this breakpoint: a hundredth of a rem under it, so `up` and `below` never both apply. */
export function below(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${WIDTHS[breakpoint] - 0.01}rem)`;
}
