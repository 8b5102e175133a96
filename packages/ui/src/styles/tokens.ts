/**
 * Design tokens: every colour, font, radius, spacing, focus ring and layer of the SDK is a
 * `--casino-*` custom property. Components read them with a fallback (`var(--casino-color-text, #14161b)`)
 * so an element still looks sane on a page that dropped the tokens sheet, and partners override
 * them with plain unlayered CSS (`:root { --casino-color-primary: teal }`), which beats our
 * `@layer casino` rules.
 *
 * Themes: light by default; dark under `prefers-color-scheme: dark`; `data-casino-theme="dark"` or
 * `"light"` on any ancestor (or on the element itself) forces one. Custom properties inherit into
 * shadow roots, so one document sheet themes light-DOM and shadow-DOM elements alike.
 *
 * Contrast: every text pair passes WCAG AA 4.5:1 and every UI boundary 3:1 in both themes;
 * `tokens.test.ts` checks the pairs listed in `contrastPairs`.
 */

export type ColourToken =
  | 'bg'
  | 'surface'
  | 'surface-raised'
  | 'text'
  | 'text-muted'
  | 'border'
  | 'primary'
  | 'primary-hover'
  | 'on-primary'
  | 'link'
  | 'danger'
  | 'danger-surface'
  | 'success'
  | 'warning'
  | 'focus'
  | 'money'
  | 'cta'
  | 'cta-hover'
  | 'on-cta'
  | 'skeleton'
  | 'skeleton-shine'
  | 'toast-bg'
  | 'toast-text'
  | 'backdrop';

export const lightColours: Record<ColourToken, string> = {
  bg: '#f5f3fa',
  surface: '#ffffff',
  'surface-raised': '#eeebf6',
  text: '#17132b',
  'text-muted': '#4d4766',
  border: '#7c7696',
  primary: '#c8175d',
  'primary-hover': '#a3104a',
  'on-primary': '#ffffff',
  link: '#a3104a',
  danger: '#b3261e',
  'danger-surface': '#fdecea',
  success: '#1e7a3c',
  warning: '#8a5200',
  focus: '#1d4ed8',
  money: '#875a00',
  cta: '#ffc02e',
  'cta-hover': '#ffd35c',
  'on-cta': '#1f1400',
  skeleton: '#e4e0ee',
  'skeleton-shine': '#f3f1f8',
  'toast-bg': '#17132b',
  'toast-text': '#ffffff',
  backdrop: 'rgb(23 19 43 / 0.6)',
};

export const darkColours: Record<ColourToken, string> = {
  bg: '#0b0c1d',
  surface: '#131530',
  'surface-raised': '#1d2045',
  text: '#f4f2ff',
  'text-muted': '#bab7d8',
  border: '#7f81ad',
  primary: '#ff4d8d',
  'primary-hover': '#ff7aa9',
  'on-primary': '#1a0611',
  link: '#ff8fb6',
  danger: '#ff8a80',
  'danger-surface': '#3a1715',
  success: '#6fd68f',
  warning: '#ffc266',
  focus: '#8ab4ff',
  money: '#ffcb45',
  cta: '#ffc02e',
  'cta-hover': '#ffd35c',
  'on-cta': '#1f1400',
  skeleton: '#22254a',
  'skeleton-shine': '#2d3160',
  'toast-bg': '#f4f2ff',
  'toast-text': '#17132b',
  backdrop: 'rgb(0 0 0 / 0.7)',
};

/** [foreground, background, minimum ratio]: the pairs the components actually put together. */
export const contrastPairs: ReadonlyArray<readonly [ColourToken, ColourToken, number]> = [
  ['text', 'bg', 4.5],
  ['text', 'surface', 4.5],
  ['text', 'surface-raised', 4.5],
  ['text-muted', 'surface', 4.5],
  ['text-muted', 'surface-raised', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'surface-raised', 4.5],
  ['on-primary', 'primary', 4.5],
  ['on-primary', 'primary-hover', 4.5],
  ['link', 'surface', 4.5],
  ['link', 'surface-raised', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'danger-surface', 4.5],
  ['text', 'danger-surface', 4.5],
  ['success', 'surface', 4.5],
  ['warning', 'surface', 4.5],
  ['warning', 'surface-raised', 4.5],
  ['toast-text', 'toast-bg', 4.5],
  ['money', 'surface', 4.5],
  ['money', 'surface-raised', 4.5],
  ['money', 'bg', 4.5],
  ['on-cta', 'cta', 4.5],
  ['on-cta', 'cta-hover', 4.5],
  ['border', 'surface', 3],
  ['border', 'bg', 3],
  ['border', 'surface-raised', 3],
  ['focus', 'surface', 3],
  ['focus', 'surface-raised', 3],
  ['focus', 'bg', 3],
];

function declarations(colours: Record<ColourToken, string>): string {
  return Object.entries(colours)
    .map(([name, value]) => `  --casino-color-${name}: ${value};`)
    .join('\n');
}

const scale = `
  --casino-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --casino-font-size-sm: 0.875rem;
  --casino-font-size-md: 1rem;
  --casino-font-size-lg: 1.25rem;
  --casino-font-weight-bold: 650;
  --casino-line-height: 1.5;
  --casino-radius-sm: 4px;
  --casino-radius-md: 8px;
  --casino-radius-lg: 14px;
  --casino-radius-pill: 999px;
  --casino-space-1: 4px;
  --casino-space-2: 8px;
  --casino-space-3: 12px;
  --casino-space-4: 16px;
  --casino-space-5: 24px;
  --casino-space-6: 32px;
  --casino-control-height: 44px;
  --casino-target-min: 24px;
  --casino-focus-width: 3px;
  --casino-focus-offset: 2px;
  --casino-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  --casino-shadow-raised: 0 1px 0 rgb(255 255 255 / 0.25) inset, 0 -2px 0 rgb(0 0 0 / 0.18) inset, 0 6px 16px -6px rgb(0 0 0 / 0.45);
  --casino-button-shade: linear-gradient(180deg, transparent 35%, rgb(0 0 0 / 0.14));
  --casino-heading-font-weight: 800;
  --casino-heading-letter-spacing: -0.01em;
  --casino-z-header: 100;
  --casino-z-dropdown: 200;
  --casino-z-dialog: 1000;
  --casino-z-toast: 1100;
  --casino-duration: 160ms;`;

/** The one tokens sheet, adopted on the document (inside `@layer casino`). */
export const tokensCss = `
:root {${scale}
${declarations(lightColours)}
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-casino-theme='light']) {
${declarations(darkColours)}
    color-scheme: dark;
  }
}
[data-casino-theme='light'] {
${declarations(lightColours)}
  color-scheme: light;
}
[data-casino-theme='dark'] {
${declarations(darkColours)}
  color-scheme: dark;
}
`;

/** `var(--casino-color-x, <light value>)`: components write colours through this. */
export function colour(name: ColourToken): string {
  return `var(--casino-color-${name}, ${lightColours[name]})`;
}

/** Relative luminance per WCAG 2.2 of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
