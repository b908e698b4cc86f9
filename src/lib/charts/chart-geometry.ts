// The arithmetic of the charts, apart from React so it can be tested on its own: linear and band
// scales, which category labels fit side by side, and bar outlines with a rounded end.

/** Font size of axis labels, in px; the label-width estimate below is tuned to it. */
export const TICK_FONT_SIZE = 11;

/** A linear scale from a domain to a pixel range (the range may run backwards, as a y axis does). */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  const span = d1 - d0 || 1;
  return (v: number) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** Equal bands along [start, end] for `count` categories; `reversed` puts the first category at
 *  the end (right-to-left reading). Returns each band's start and the band width. */
export function bandScale(count: number, [start, end]: [number, number], reversed = false) {
  const width = count > 0 ? (end - start) / count : 0;
  return {
    width,
    start: (i: number) => start + (reversed ? count - 1 - i : i) * width,
    centre: (i: number) => start + ((reversed ? count - 1 - i : i) + 0.5) * width,
    /** The category under a pixel position, or -1 outside the bands. */
    index: (px: number) => {
      if (width <= 0 || px < start || px >= end) return -1;
      const slot = Math.floor((px - start) / width);
      return reversed ? count - 1 - slot : slot;
    },
  };
}

/** A label's width in px at TICK_FONT_SIZE. SVG text is not measured before it is drawn, so this
 *  estimates from the characters (Poppins averages a little over half an em; digits are wider);
 *  erring wide only drops a label or leaves a gap, never overlaps. */
export function textWidth(text: string, fontSize = TICK_FONT_SIZE): number {
  let em = 0;
  for (const ch of text) em += /[\s.,:;'’]/.test(ch) ? 0.3 : /[A-Z0-9€$£%]/.test(ch) ? 0.68 : 0.58;
  return Math.ceil(em * fontSize);
}

/** Which category labels to show so neighbours stay at least `gap` px apart: every k-th label
 *  counted back from the last (the latest period always shows), with the smallest k that fits. */
export function visibleLabels(labels: string[], bandWidth: number, gap: number): Set<number> {
  const widest = Math.max(0, ...labels.map((l) => textWidth(l)));
  const step = Math.max(1, Math.ceil((widest + gap) / Math.max(bandWidth, 1)));
  const shown = new Set<number>();
  for (let i = labels.length - 1; i >= 0; i -= step) shown.add(i);
  return shown;
}

/** Splits a label into at most `lines` lines of at most `width` px, at spaces, with an ellipsis
 *  when it still does not fit (the tooltip and the table carry the full text). */
export function wrapLabel(label: string, width: number, lines = 2): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  out.push(line);
  if (out.length <= lines && out.every((l) => textWidth(l) <= width)) return out;
  const kept = out.slice(0, lines);
  let last = out.slice(lines - 1).join(' ');
  while (last.length > 1 && textWidth(`${last}…`) > width) last = last.slice(0, -1);
  kept[lines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** Outline of a bar from (x, y) of size w × h with its far end rounded by `r`: the end away from
 *  the baseline, given as 'top' | 'bottom' (vertical bars) or 'left' | 'right' (horizontal). */
export function barPath(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  end: 'top' | 'bottom' | 'left' | 'right' | 'none',
): string {
  const k = Math.max(0, Math.min(r, w / 2, h / 2));
  if (end === 'none' || k === 0) return `M${x},${y}h${w}v${h}h${-w}Z`;
  const arc = (dx: number, dy: number) => `a${k},${k} 0 0 1 ${dx},${dy}`;
  switch (end) {
    case 'top':
      return `M${x},${y + h}v${-(h - k)}${arc(k, -k)}h${w - 2 * k}${arc(k, k)}v${h - k}Z`;
    case 'bottom':
      return `M${x},${y}h${w}v${h - k}${arc(-k, k)}h${-(w - 2 * k)}${arc(-k, -k)}Z`;
    case 'right':
      return `M${x},${y}h${w - k}${arc(k, k)}v${h - 2 * k}${arc(-k, k)}h${-(w - k)}Z`;
    case 'left':
      return `M${x + w},${y + h}h${-(w - k)}${arc(-k, -k)}v${-(h - 2 * k)}${arc(k, -k)}h${w - k}Z`;
  }
}
