// One figure of the overview: value, change against the previous period, and an 8-week sparkline.
import { Box, Card, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OverviewFigure } from '@/lib/api-contract/overview';
import { formatEuros, formatNumber, formatPercent } from '../format';

function Sparkline({ values }: { values: number[] }) {
  const max = Math.max(1, ...values);
  return (
    <chakra.svg viewBox="0 0 80 32" width="80px" height="32px" aria-hidden flexShrink={0}>
      {values.map((v, i) => {
        const h = Math.max(2, (v / max) * 30);
        return (
          <chakra.rect
            key={i}
            x={i * 10 + 1}
            y={32 - h}
            width="7"
            height={h}
            rx="1.5"
            fill={i === values.length - 1 ? 'primary.solid' : 'primary.muted'}
          />
        );
      })}
    </chakra.svg>
  );
}

export function OverviewFigureCard({ figure }: { figure: OverviewFigure }) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.resolvedLanguage ?? 'en';
  const value =
    figure.id === 'revenue' ? formatEuros(figure.value, lang) : formatNumber(figure.value, lang);
  const up = (figure.change ?? 0) >= 0;
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap={1}>
          <HStack justify="space-between" align="start" gap={3}>
            <Text textStyle="sm" fontWeight="medium" color="fg.muted">
              {t(`overview.figures.${figure.id}`)}
            </Text>
            <Sparkline values={figure.trend} />
          </HStack>
          <Text textStyle="2xl" fontWeight="bold" lineHeight="short">
            {value}
          </Text>
          <HStack gap={1} textStyle="xs" color="fg.muted" flexWrap="wrap">
            {figure.change === null ? (
              <Text>{t('overview.noPrevious')}</Text>
            ) : (
              <>
                <Box as="span" color={up ? 'fg.success' : 'fg.error'} display="inline-flex">
                  {up ? (
                    <TrendingUp size={16} aria-hidden />
                  ) : (
                    <TrendingDown size={16} aria-hidden />
                  )}
                </Box>
                <Text as="span" fontWeight="semibold" color="fg">
                  {formatPercent(figure.change, lang)}
                </Text>
                <Text as="span">{t('overview.vsPrevious')}</Text>
              </>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
