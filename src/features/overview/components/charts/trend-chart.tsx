// A series over time: lines (monotone, so a curve never overshoots its points), areas or bars.
// The value axis starts at 0 unless the data goes below it; labels are in the reader's format.
import { Box } from '@chakra-ui/react';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { valueAxis, type ChartRow } from '@/features/overview/chart-data';
import { useChartTheme } from './chart-theme';

export interface TrendSeries {
  name: string;
  label: string;
  kind: 'line' | 'area' | 'bar';
  dashed?: boolean;
}

interface Props {
  rows: ChartRow[];
  series: TrendSeries[];
  format: (value: number) => string;
  height?: string;
  stacked?: boolean;
}

export function TrendChart({ rows, series, format, height = '72', stacked }: Props) {
  const theme = useChartTheme();
  const axis = valueAxis(
    rows,
    series.map((s) => s.name),
    { stacked },
  );
  return (
    <Box h={height} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={theme.grid} vertical={false} />
          <XAxis
            dataKey="label"
            reversed={theme.rtl}
            tick={theme.tick}
            tickLine={false}
            axisLine={false}
            minTickGap={12}
          />
          <YAxis
            orientation={theme.rtl ? 'right' : 'left'}
            domain={axis.domain}
            ticks={axis.ticks}
            interval={0}
            allowDataOverflow={false}
            tick={theme.tick}
            tickLine={false}
            axisLine={false}
            width={76}
            tickFormatter={(v: number) => format(v)}
          />
          <Tooltip
            formatter={(v, name) => [
              format(Number(v)),
              series.find((s) => s.name === name)?.label ?? String(name),
            ]}
            {...theme.tooltip}
          />
          {series.length > 1 ? (
            <Legend
              formatter={(name) => series.find((s) => s.name === name)?.label ?? String(name)}
              wrapperStyle={theme.legend}
            />
          ) : null}
          {series.map((s, i) => {
            const stroke = theme.series(i);
            if (s.kind === 'bar') {
              return (
                <Bar
                  key={s.name}
                  dataKey={s.name}
                  fill={stroke}
                  radius={[3, 3, 0, 0]}
                  maxBarSize={28}
                  stackId={stacked ? 'a' : undefined}
                  isAnimationActive={false}
                />
              );
            }
            if (s.kind === 'area') {
              return (
                <Area
                  key={s.name}
                  type="monotone"
                  dataKey={s.name}
                  stroke={stroke}
                  strokeWidth={2}
                  fill={stroke}
                  fillOpacity={0.15}
                  isAnimationActive={false}
                />
              );
            }
            return (
              <Line
                key={s.name}
                type="monotone"
                dataKey={s.name}
                stroke={stroke}
                strokeWidth={2}
                strokeDasharray={s.dashed ? '5 4' : undefined}
                dot={false}
                isAnimationActive={false}
              />
            );
          })}
        </ComposedChart>
      </ResponsiveContainer>
    </Box>
  );
}
