// Parts of a whole as horizontal bars (sales by product, storage by type...): easier to read and
// to label than a pie, in both reading directions. Category names sit on the reading start side
// (wrapped onto two lines when long), the value axis below; right-to-left reading mirrors it all.
import { Box } from '@chakra-ui/react';
import { useState, type PointerEvent } from 'react';
import { valueAxis } from './value-axis';
import {
  bandScale,
  barPath,
  linearScale,
  TICK_FONT_SIZE,
  textWidth,
  wrapLabel,
} from './chart-geometry';
import { useChartTheme } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { shareChartHeight } from './share-chart-height';
import { useBoxSize } from './use-box-size';

interface Props {
  items: { label: string; value: number }[];
  format: (value: number) => string;
  seriesLabel: string;
}

const EDGE = 8;
const GAP = 6;
const BAR = 14;
const AXIS = TICK_FONT_SIZE + 10;

/** The value ticks whose labels have room: both ends always, a middle one only when it stays
 *  clear of its neighbours (long currency labels on a phone). Grid lines keep every tick. */
function spacedTicks(ticks: { value: number; x: number; label: string }[]) {
  const clear = (a: (typeof ticks)[number], b: (typeof ticks)[number]) =>
    Math.abs(a.x - b.x) >= (textWidth(a.label) + textWidth(b.label)) / 2 + 8;
  let last = ticks[0];
  return ticks.map((t, i) => {
    const end = i === 0 || i === ticks.length - 1;
    const shown = end || (!!last && clear(last, t) && clear(t, ticks.at(-1)!));
    if (shown) last = t;
    return { ...t, shown };
  });
}

function shareLayout(
  items: Props['items'],
  format: Props['format'],
  { width, height, rtl }: { width: number; height: number; rtl: boolean },
) {
  const axis = valueAxis(
    items.map((i) => ({ key: i.label, label: i.label, value: i.value })),
    ['value'],
    { tickCount: 3 },
  );
  const tickLabels = axis.ticks.map((t) => format(t));
  // Names get what they need up to 130 px, and never more than a third of a narrow chart.
  const labelWidth = Math.min(
    130,
    Math.max(48, width / 3),
    Math.max(...items.map((i) => textWidth(i.label))),
  );
  // The end tick's label is centred on the plot's far edge: leave it room to stay inside.
  const endRoom = Math.ceil(textWidth(tickLabels.at(-1) ?? '') / 2) + 4;
  const start = EDGE + labelWidth + GAP;
  const left = rtl ? endRoom : start;
  const right = Math.max(left + 1, rtl ? width - start : width - endRoom);
  const bottom = Math.max(1, height - AXIS);
  const x = linearScale(axis.domain, rtl ? [right, left] : [left, right]);
  const band = bandScale(items.length, [0, bottom]);
  const zero = x(Math.max(axis.domain[0], 0));
  return {
    plot: { left, right, bottom },
    band,
    ticks: spacedTicks(axis.ticks.map((t, i) => ({ value: t, x: x(t), label: tickLabels[i]! }))),
    labels: items.map((item, i) => ({
      lines: wrapLabel(item.label, labelWidth),
      x: rtl ? right + GAP : left - GAP,
      y: band.centre(i),
    })),
    bars: items.map((item, i) => {
      const end = x(item.value);
      const w = Math.abs(end - zero);
      const grows = item.value >= 0 !== rtl ? 'right' : 'left';
      return {
        d:
          item.value === 0
            ? ''
            : barPath(Math.min(zero, end), band.centre(i) - BAR / 2, w, BAR, 4, grows),
        value: item.value,
      };
    }),
  };
}

export function ShareChart({ items, format, seriesLabel }: Props) {
  const theme = useChartTheme();
  const [ref, size] = useBoxSize<HTMLDivElement>();
  const [hover, setHover] = useState<{ index: number; x: number; y: number } | null>(null);
  const layout =
    size.width > 0 && size.height > 0
      ? shareLayout(items, format, { ...size, rtl: theme.rtl })
      : null;
  const onPointer = (e: PointerEvent<HTMLDivElement>) => {
    if (!layout) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    const index = x >= layout.plot.left && x <= layout.plot.right ? layout.band.index(y) : -1;
    setHover(index < 0 ? null : { index, x, y });
  };
  const item = hover && items[hover.index];
  const anchor = theme.rtl ? 'start' : 'end';

  return (
    <Box
      ref={ref}
      h={shareChartHeight(items.length)}
      dir="ltr"
      position="relative"
      data-chart="share"
      onPointerMove={onPointer}
      onPointerDown={onPointer}
      // A touch leaves when the finger lifts: keep its tooltip until the next touch.
      onPointerLeave={(e) => e.pointerType !== 'touch' && setHover(null)}
    >
      {layout ? (
        <svg
          data-chart-plot=""
          width={size.width}
          height={size.height}
          aria-hidden="true"
          // A CSS size: the page's font-size rules outrank an SVG font-size attribute.
          style={{ display: 'block', overflow: 'visible', fontSize: TICK_FONT_SIZE }}
        >
          {layout.ticks.map((t) => (
            <line
              key={t.value}
              x1={t.x}
              x2={t.x}
              y1={0}
              y2={layout.plot.bottom}
              stroke={theme.grid}
            />
          ))}
          {hover ? (
            <rect
              x={layout.plot.left}
              width={layout.plot.right - layout.plot.left}
              y={layout.band.start(hover.index)}
              height={layout.band.width}
              fill={theme.cursor}
            />
          ) : null}
          {layout.bars.map((b, i) =>
            b.d ? (
              <path
                key={i}
                d={b.d}
                fill={theme.series(0)}
                data-series="value"
                data-index={i}
                data-value={b.value}
              />
            ) : null,
          )}
          <g fill={theme.tick} data-chart-axis="value">
            {layout.ticks.map((t) =>
              t.shown ? (
                <text
                  key={t.value}
                  x={t.x}
                  y={layout.plot.bottom + TICK_FONT_SIZE + 4}
                  textAnchor="middle"
                >
                  {t.label}
                </text>
              ) : null,
            )}
          </g>
          <g fill={theme.tick} data-chart-axis="category">
            {layout.labels.map((l, i) => (
              <text key={i} x={l.x} y={l.y} textAnchor={anchor} data-index={i}>
                {l.lines.map((text, n) => (
                  <tspan
                    key={n}
                    x={l.x}
                    // Lines centred on the bar: the first moves up half a line per extra line.
                    dy={n === 0 ? `${0.35 - (l.lines.length - 1) * 0.6}em` : '1.2em'}
                  >
                    {text}
                  </tspan>
                ))}
              </text>
            ))}
          </g>
        </svg>
      ) : null}
      {item && hover ? (
        <ChartTooltip
          title={item.label}
          x={hover.x}
          y={hover.y}
          width={size.width}
          rtl={theme.rtl}
          items={[
            { key: 'value', label: seriesLabel, value: format(item.value), color: theme.series(0) },
          ]}
        />
      ) : null}
    </Box>
  );
}
