// Parts of a whole as horizontal bars (sales by product, storage by type...): easier to read and
// to label than a pie, in both reading directions.
import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { valueAxis } from '@/features/overview/chart-data';
import { useChartTheme } from './chart-theme';

interface Props {
  items: { label: string; value: number }[];
  format: (value: number) => string;
  seriesLabel: string;
}

export function ShareChart({ items, format, seriesLabel }: Props) {
  const theme = useChartTheme();
  const axis = valueAxis(
    items.map((i) => ({ key: i.label, label: i.label, value: i.value })),
    ['value'],
    { tickCount: 3 },
  );
  return (
    <Box h={`${Math.max(120, items.length * 34 + 24)}px`} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={items} layout="vertical" margin={{ top: 0, right: 32, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={theme.grid} horizontal={false} />
          <XAxis
            type="number"
            domain={axis.domain}
            ticks={axis.ticks}
            interval="preserveStartEnd"
            reversed={theme.rtl}
            tick={theme.tick}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => format(v)}
          />
          <YAxis
            type="category"
            dataKey="label"
            orientation={theme.rtl ? 'right' : 'left'}
            tick={theme.tick}
            tickLine={false}
            axisLine={false}
            width={130}
            interval={0}
          />
          <Tooltip
            formatter={(v) => [format(Number(v)), seriesLabel]}
            {...theme.tooltip}
            cursor={{ fill: theme.color('bg.muted') }}
          />
          <Bar
            dataKey="value"
            fill={theme.series(0)}
            radius={[0, 4, 4, 0]}
            barSize={14}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
