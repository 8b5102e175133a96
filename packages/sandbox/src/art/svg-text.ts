// Pieces every generated picture shares: escaping, wrapping and fitting a title, light rays.

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
}

/** Words onto at most `maxLines` lines of about `width` characters; the last line ends in … if cut. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/**
 * One line of heavy capitals. Where it would run wider than `maxWidth` (judged from its length, as
 * no font metrics exist here), `textLength` squeezes it in, so a long name never leaves the card.
 */
export function fitText(line: string, o: { x: number; y: number; fontSize: number; maxWidth: number }): string {
  const estimated = line.length * o.fontSize * 0.66;
  const squeeze = estimated > o.maxWidth ? ` textLength="${o.maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${o.x}" y="${o.y}" font-size="${o.fontSize}"${squeeze}>${escapeXml(line)}</text>`;
}

/** A sunburst of `count` pale wedges around (cx, cy), turned by `turn` degrees. */
export function rays(cx: number, cy: number, count: number, radius: number, turn: number, opacity = 0.09): string {
  const step = (2 * Math.PI) / count;
  const point = (angle: number) => `${Math.round(cx + radius * Math.cos(angle))} ${Math.round(cy + radius * Math.sin(angle))}`;
  let d = '';
  for (let i = 0; i < count; i++) {
    const start = i * step + (turn * Math.PI) / 180;
    d += `M${cx} ${cy}L${point(start)}L${point(start + step / 2)}z`;
  }
  return `<path d="${d}" fill="#fff" opacity="${opacity}"/>`;
}
