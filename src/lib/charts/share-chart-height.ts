// The share chart's height, apart from its drawing code so that a place held for it while that
// code loads (deferred-charts.tsx) is exactly as tall as the chart that replaces it.

/** One bar's row, in px. */
const ROW = 34;

export const shareChartHeight = (count: number) => `${Math.max(120, count * ROW + 24)}px`;
