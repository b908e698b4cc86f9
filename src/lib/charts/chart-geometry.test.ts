// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bandScale, linearScale, textWidth, visibleLabels, wrapLabel } from './chart-geometry';

describe('chart geometry', () => {
  it('maps a domain onto a range, backwards too (a y axis grows upwards)', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(50)).toBe(100);
    expect(y(100)).toBe(0);
  });

  it('finds the category under a position, mirrored when reversed', () => {
    const ltr = bandScale(4, [0, 400]);
    const rtl = bandScale(4, [0, 400], true);
    expect(ltr.index(50)).toBe(0);
    expect(rtl.index(50)).toBe(3);
    expect(rtl.centre(0)).toBe(350);
    expect(ltr.index(400)).toBe(-1);
  });

  it('keeps every label that fits and thins them evenly from the last when they do not', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `M${i}`);
    expect(visibleLabels(labels, 80, 12).size).toBe(12);
    const thin = [...visibleLabels(labels, 20, 12)].sort((a, b) => a - b);
    expect(thin.at(-1)).toBe(11);
    expect(thin.length).toBeLessThan(12);
    const steps = new Set(thin.slice(1).map((v, i) => v - thin[i]!));
    expect(steps.size).toBe(1);
  });

  it('wraps a long name onto two lines and shortens what still does not fit', () => {
    expect(wrapLabel('Market Pulse', 200)).toEqual(['Market Pulse']);
    const two = wrapLabel('Climate Exposure Scores', 110);
    expect(two).toHaveLength(2);
    expect(two.join(' ')).toBe('Climate Exposure Scores');
    const lines = wrapLabel('Climate Exposure Scores and more words here', 60);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(60);
  });
});
