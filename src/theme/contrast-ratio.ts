// WCAG 2.x contrast arithmetic on #rrggbb colours, for the theme's contrast tests.
type Rgb = readonly [number, number, number];

const toRgb = (hex: string): Rgb => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as unknown as Rgb;
};

function luminance([r, g, b]: Rgb) {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The colour seen when `hex` is painted at `opacity` over `background`. */
export function blend(hex: string, background: string, opacity: number): string {
  const fg = toRgb(hex);
  const bg = toRgb(background);
  return `#${fg.map((c, i) => Math.round(c * opacity + bg[i]! * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}

export function contrastRatio(a: string, b: string) {
  const [high, low] = [luminance(toRgb(a)), luminance(toRgb(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}
