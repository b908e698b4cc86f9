// A series over time: lines (monotone, so a curve never overshoots its points), areas or bars,
// grouped or stacked, drawn as SVG at the box's measured size. The value axis starts at 0 unless
// the data goes below it; labels are in the reader's format. Right-to-left reading mirrors the
// chart (latest period on the left, value axis on the right); the box itself stays ltr so the
// SVG's coordinates do not flip under it.
import { Box } from '@chakra-ui/react';
import { useState, type PointerEvent } from 'react';
import type { ChartRow } from './value-axis';
import { TICK_FONT_SIZE } from './chart-geometry';
import { useChartTheme } from './chart-theme';
import { ChartLegend, ChartTooltip } from './chart-tooltip';
import { trendLayout, type TrendLayout, type TrendSeries } from './trend-layout';
import { useBoxSize } from './use-box-size';

export type { TrendSeries } from './trend-layout';

interface Props {
  rows: ChartRow[];
  series: TrendSeries[];
  format: (value: number) => string;
  height?: string;
  stacked?: boolean;
  /** Shows every category label, tilted, for long names (the components gallery's products). */
  tiltLabels?: boolean;
}

interface Hover {
  index: number;
  x: number;
  y: number;
}

export function TrendChart({ rows, series, format, height = '72', stacked, tiltLabels }: Props) {
  const theme = useChartTheme();
  const [ref, size] = useBoxSize<HTMLDivElement>();
  const [hover, setHover] = useState<Hover | null>(null);
  const colour = (name: string) => {
    const i = series.findIndex((s) => s.name === name);
    return theme.series(i, series[i]?.color);
  };
  const layout =
    size.width > 0 && size.height > 0
      ? trendLayout(rows, series, { ...size, format, rtl: theme.rtl, stacked, tiltLabels })
      : null;

  const onPointer = (e: PointerEvent<HTMLDivElement>) => {
    if (!layout) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    const index = y <= layout.plot.bottom ? layout.band.index(x) : -1;
    setHover(index < 0 ? null : { index, x, y });
  };
  const row = hover && rows[hover.index];

  return (
    <Box h={height} dir="ltr" display="flex" flexDirection="column" data-chart="trend">
      <Box
        ref={ref}
        position="relative"
        flex="1"
        minH="0"
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        // A touch leaves when the finger lifts: keep its tooltip until the next touch.
        onPointerLeave={(e) => e.pointerType !== 'touch' && setHover(null)}
      >
        {layout ? (
          <TrendSvg layout={layout} hover={hover} colour={colour} theme={theme} size={size} />
        ) : null}
        {layout && row && hover ? (
          <ChartTooltip
            title={row.label}
            x={hover.x}
            y={Math.min(Math.max(hover.y, 24), size.height - 24)}
            width={size.width}
            rtl={theme.rtl}
            items={series.flatMap((s) => {
              const v = row[s.name];
              return typeof v === 'number'
                ? [{ key: s.name, label: s.label, value: format(v), color: colour(s.name) }]
                : [];
            })}
          />
        ) : null}
      </Box>
      {series.length > 1 ? (
        <ChartLegend
          rtl={theme.rtl}
          items={series.map((s) => ({
            key: s.name,
            label: s.label,
            color: colour(s.name),
            dashed: s.dashed,
          }))}
        />
      ) : null}
    </Box>
  );
}

function TrendSvg({
  layout,
  hover,
  colour,
  theme,
  size,
}: {
  layout: TrendLayout;
  hover: Hover | null;
  colour: (name: string) => string;
  theme: ReturnType<typeof useChartTheme>;
  size: { width: number; height: number };
}) {
  const { plot, band } = layout;
  const hasBars = layout.barWidth > 0;
  return (
    <svg
      data-chart-plot=""
      width={size.width}
      height={size.height}
      aria-hidden="true"
      // A CSS size: the page's font-size rules outrank an SVG font-size attribute.
      style={{ display: 'block', overflow: 'visible', fontSize: TICK_FONT_SIZE }}
    >
      <g data-chart-grid="">
        {layout.ticks.map((t) => (
          <line
            key={t.value}
            x1={plot.left}
            x2={plot.right}
            y1={t.y}
            y2={t.y}
            stroke={theme.grid}
          />
        ))}
      </g>
      {/* The zero line, stronger than the grid: where bars start and what "nothing" is. */}
      <line
        data-chart-zero=""
        x1={plot.left}
        x2={plot.right}
        y1={layout.baseline}
        y2={layout.baseline}
        stroke={theme.tick}
        strokeOpacity={0.6}
      />
      {hover ? (
        hasBars ? (
          <rect
            x={band.start(hover.index)}
            width={band.width}
            y={plot.top}
            height={plot.bottom - plot.top}
            fill={theme.cursor}
          />
        ) : (
          <line
            x1={band.centre(hover.index)}
            x2={band.centre(hover.index)}
            y1={plot.top}
            y2={plot.bottom}
            stroke={theme.tick}
            strokeOpacity={0.5}
          />
        )
      ) : null}
      {layout.bars.map((b) => (
        <path
          key={b.key}
          d={b.d}
          fill={colour(b.series)}
          data-series={b.series}
          data-index={b.index}
          data-value={b.value}
        />
      ))}
      {layout.paths.map(({ series: s, stroke, fill }) => (
        <g key={s.name} data-series={s.name}>
          {fill ? <path d={fill} fill={colour(s.name)} fillOpacity={0.15} data-area="" /> : null}
          <path
            d={stroke}
            fill="none"
            stroke={colour(s.name)}
            strokeWidth={2}
            strokeDasharray={s.dashed ? '5 4' : undefined}
            strokeLinejoin="round"
            data-line=""
          />
        </g>
      ))}
      {layout.dots.map((d) => (
        <circle key={d.key} cx={d.x} cy={d.y} r={4} fill={colour(d.series)} data-series={d.series} data-dot="" />
      ))}
      {hover
        ? layout.paths.map(({ series: s }) => {
            const v = layout.valueAt(hover.index, s.name);
            return v === null ? null : (
              <circle
                key={s.name}
                cx={band.centre(hover.index)}
                cy={layout.y(v)}
                r={4}
                fill={colour(s.name)}
                stroke={theme.panel}
                strokeWidth={2}
              />
            );
          })
        : null}
      <g fill={theme.tick} data-chart-axis="value">
        {layout.ticks.map((t) => (
          <text key={t.value} x={t.x} y={t.y} dy="0.35em" textAnchor={t.anchor}>
            {t.label}
          </text>
        ))}
      </g>
      <g fill={theme.tick} data-chart-axis="category">
        {layout.xLabels.map((l) =>
          layout.tilt ? (
            <text
              key={l.index}
              x={l.x}
              y={plot.bottom + 10}
              textAnchor="end"
              transform={`rotate(${layout.tilt} ${l.x} ${plot.bottom + 10})`}
            >
              {l.text}
            </text>
          ) : (
            <text key={l.index} x={l.x} y={l.y} textAnchor="middle" data-index={l.index}>
              {l.text}
            </text>
          ),
        )}
      </g>
    </svg>
  );
}
