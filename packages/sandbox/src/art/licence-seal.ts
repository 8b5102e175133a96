import { Lettering } from './lettering';
import { escapeXml } from './svg-text';

/** The regulators the sandbox draws a seal for (the path's `{regulator}.svg`). */
export const sealRegulators = ['mga', 'ukgc', 'curacao'] as const;
export type SealRegulator = (typeof sealRegulators)[number];

/** A licence number as regulators write them ("MGA/B2C/987/2021", "000-039482-R-319367", "8048/JAZ"). */
export const LICENCE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/.-]{0,31}$/;

const SIZE = 64;

// Each regulator its own outline and colour, white text on it at 4.5:1 or more. Generic shapes and
// the regulator's short name only: no regulator's emblem or trademark is copied.
const SEALS: Record<SealRegulator, { name: string; colour: string; outline: string }> = {
  // A round seal with a double rim.
  mga: { name: 'MGA', colour: '#1d4e89', outline: '<circle cx="32" cy="32" r="31"/>' },
  // A shield.
  ukgc: { name: 'UKGC', colour: '#0f5c4a', outline: '<path d="M32 1 61 10v20c0 17-12 28-29 33C15 58 3 47 3 30V10L32 1Z"/>' },
  // A hexagon.
  curacao: { name: 'CURAÇAO', colour: '#7a2e8a', outline: '<path d="M32 1 59 16.5v31L32 63 5 47.5v-31L32 1Z"/>' },
};

/** The colour of a regulator's seal (tests check white on it stays readable). */
export function sealColour(regulator: SealRegulator): string {
  return SEALS[regulator].colour;
}

/**
 * A licence seal for the header: the regulator's outline in its colour, "LICENSED", its short name
 * and the licence number, in a 64 × 64 square (the header shows it at about 36 px, where the number
 * is decoration: the header's link names it in words). The `<title>` names it when opened on its own.
 */
export function licenceSealSvg(regulator: SealRegulator, licence: string): string {
  const seal = SEALS[regulator];
  const nameSize = seal.name.length > 4 ? 9 : 14;
  const lettering = new Lettering();
  const paint = 'fill="#fff"';
  const words = [
    lettering.line('LICENSED', { x: 32, y: 22, size: 6.5, anchor: 'middle', spacing: 0.6, paint }),
    lettering.line(seal.name, { x: 32, y: nameSize > 10 ? 38 : 36, size: nameSize, anchor: 'middle', maxWidth: 52, paint }),
    lettering.line(licence, { x: 32, y: 47, size: 5.5, anchor: 'middle', maxWidth: 46, paint }),
  ];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(`${seal.name} licence ${licence}`)}</title>`,
    `<g fill="${seal.colour}" stroke="#fff" stroke-width="2">${seal.outline}</g>`,
    `<g fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1" transform="translate(32 32) scale(0.82) translate(-32 -32)">${seal.outline}</g>`,
    `<defs>${lettering.defs()}</defs>`,
    ...words,
    '</svg>',
  ].join('');
}
