// Days, hours, minutes and seconds until a date, ticking every second. Screen readers get the
// launch date once (not a live announcement every second).
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;
const TWO_DIGITS = { minimumIntegerDigits: 2 };


export function timeLeft(target: Date, now: Date) {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    total,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function LaunchCountdown({ target, now }: { target: Date; now: Date }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const left = timeLeft(target, now);
  return (
    <Box role="timer" aria-label={t('comingSoon.countdownLabel')} aria-live="off" w="full">
      <SimpleGrid columns={4} gap={{ base: 2, sm: 4 }} maxW="md" mx="auto">
        {units.map((unit) => (
          <Box
            key={unit}
            bg="bg.muted"
            rounded="lg"
            py={3}
            px={1}
            data-testid={`countdown-${unit}`}
          >
            <Text
              fontSize={{ base: '2xl', sm: '4xl' }}
              fontWeight="bold"
              lineHeight="1"
              fontVariantNumeric="tabular-nums"
            >
              {format.number(left[unit], TWO_DIGITS)}
            </Text>
            <Text
              fontSize="xs"
              color="fg.muted"
              mt={1}
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {t(`comingSoon.units.${unit}`)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
