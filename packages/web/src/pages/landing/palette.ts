/**
 * Colours of the dark walnut bands (header, hero, footer). Each text colour passes WCAG AA
 * against `bg`: text 14.8:1, muted 9.8:1, accent 8.0:1; the focus ring 9.3:1.
 */
export const night = {
  bg: '#2a1d14',
  raised: '#3a2a1d',
  text: '#fbf3e6',
  muted: '#d9c5ad',
  accent: '#eaa766',
  focus: '#f2b880',
  line: 'rgba(251, 243, 230, 0.16)',
  onAccent: '#24170e',
} as const;

/** Eyebrow text on the light bands: 4.6:1 on the sunken background, 5.1:1 on the page. */
export const ember = '#9a5a1f';
