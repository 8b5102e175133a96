// Pieces every generated picture shares: escaping, wrapping a title, light rays (its words: lettering.ts).

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
