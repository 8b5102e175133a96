import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/** Glyphs are drawn at this many units to the em: whole units are fine enough at card size. */
const EM = 100;

let faces: fontkit.Font[] | undefined;

/** Outfit Black (the site's display face), its Latin subset and then Latin Extended, read once. */
function outfit(): fontkit.Font[] {
  if (faces) return faces;
  // The package exports only its CSS; its LICENSE is exported and sits beside the files folder.
  const folder = join(dirname(createRequire(import.meta.url).resolve('@fontsource/outfit/LICENSE')), 'files');
  faces = ['latin', 'latin-ext'].map((subset) => fontkit.create(readFileSync(join(folder, `outfit-${subset}-900-normal.woff`))) as fontkit.Font);
  return faces;
}

/**
 * `text` cut into runs each face can draw: a letter the Latin subset lacks (ł, ő) comes from Latin
 * Extended (no kerning across the cut); one neither has is left out.
 */
function byFace(text: string): [fontkit.Font, string][] {
  const runs: [fontkit.Font, string][] = [];
  for (const letter of text) {
    const face = outfit().find((candidate) => candidate.hasGlyphForCodePoint(letter.codePointAt(0)!));
    if (!face) continue;
    const last = runs.at(-1);
    if (last?.[0] === face) last[1] += letter;
    else runs.push([face, letter]);
  }
  return runs;
}

const COMMANDS: Record<string, string> = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' };

/** A glyph's outline at EM units to the em, y down, in whole units and relative commands (the smallest text). */
function glyphPath(glyph: fontkit.Glyph, unitsPerEm: number): string {
  const k = EM / unitsPerEm;
  let d = '';
  let [x, y] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const { command, args } of glyph.path.commands) {
    if (command === 'closePath') {
      // z returns to where the outline began: the next move is from there.
      d += 'z';
      [x, y] = start;
      continue;
    }
    const points = args.map((value, i) => Math.round(i % 2 ? -value * k : value * k));
    d += COMMANDS[command]! + points.map((value, i) => value - (i % 2 ? y : x)).join(' ').replace(/ -/g, '-');
    x = points[points.length - 2]!;
    y = points[points.length - 1]!;
    if (command === 'moveTo') start = [x, y];
  }
  return d;
}

export interface LineOptions {
  x: number;
  /** The baseline. */
  y: number;
  /** Font size in the picture's units. */
  size: number;
  /** `middle` centres the line on x; it starts at x otherwise. */
  anchor?: 'start' | 'middle';
  /** A line wider than this is narrowed to it, so a long name never leaves its box. */
  maxWidth?: number;
  /** Letter spacing in the picture's units. */
  spacing?: number;
  /** Attributes that paint the letters: `fill="#fff"`. */
  paint: string;
  /** An outline drawn beneath the letters, `width` in the picture's units. */
  outline?: { colour: string; width: number };
}

/**
 * A picture's words as outlines, not `<text>`. A browser lays out the `<text>` of an SVG picture in a
 * document of its own for every picture it paints: on a phone's CPU that was 2 to 3 ms a game card,
 * most of the lobby's paint. A path is only filled. Each glyph a picture uses is drawn once in its
 * `<defs>` (`defs()`) and placed with `<use>`.
 */
export class Lettering {
  readonly #ids = new Map<string, string>();
  readonly #defs: string[] = [];

  /** One line of `text` (as given: capitals stay capitals), as a group to place in the picture. */
  line(text: string, o: LineOptions): string {
    const scale = o.size / EM;
    const spacing = (o.spacing ?? 0) / scale;
    let pen = 0;
    let uses = '';
    for (const [face, part] of byFace(text)) {
      const run = face.layout(part);
      const k = EM / face.unitsPerEm;
      run.glyphs.forEach((glyph, i) => {
        if (glyph.path.commands.length > 0) uses += `<use href="#${this.#glyph(face, glyph)}" x="${Math.round(pen)}"/>`;
        pen += run.positions[i]!.xAdvance * k + spacing;
      });
    }
    const width = Math.max(0, pen - spacing) * scale;
    const narrow = o.maxWidth && width > o.maxWidth ? o.maxWidth / width : 1;
    const left = o.anchor === 'middle' ? o.x - (width * narrow) / 2 : o.x;
    const place = `translate(${round(left)} ${o.y}) scale(${round(scale * narrow, 4)} ${round(scale, 4)})`;
    if (!o.outline) return `<g transform="${place}" ${o.paint}>${uses}</g>`;
    // Beneath every letter first, as paint-order="stroke" does for a single <text>.
    const under = `<g fill="none" stroke="${o.outline.colour}" stroke-width="${round(o.outline.width / scale)}" stroke-linejoin="round">${uses}</g>`;
    return `<g transform="${place}">${under}<g ${o.paint}>${uses}</g></g>`;
  }

  /** The glyphs the lines drawn so far use, for the picture's `<defs>`. */
  defs(): string {
    return this.#defs.join('');
  }

  #glyph(face: fontkit.Font, glyph: fontkit.Glyph): string {
    // Both subsets are one font split in two: the same name, their own glyph numbers.
    const key = `${outfit().indexOf(face)}:${glyph.id}`;
    let id = this.#ids.get(key);
    if (!id) {
      id = `g${this.#ids.size}`;
      this.#ids.set(key, id);
      this.#defs.push(`<path id="${id}" d="${glyphPath(glyph, face.unitsPerEm)}"/>`);
    }
    return id;
  }
}

function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
