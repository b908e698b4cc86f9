// The loading animation of seed §2.1: the logo pulsing inside two rotating frames. Calm (no
// motion) when the user prefers reduced motion. framer-motion's features load lazily so the
// first paint does not wait for them.
import { Box, Center, VisuallyHidden } from '@chakra-ui/react';
import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo';

const loadFeatures = () => import('framer-motion').then((mod) => mod.domAnimation);

interface PageLoaderProps {
  /** Fill the whole viewport (app start) instead of the content area. */
  fullScreen?: boolean;
}

export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const reduce = useReducedMotion();
  const { t } = useTranslation('common', { useSuspense: false });
  const spin = (duration: number, direction: 1 | -1) =>
    reduce ? {} : { animate: { rotate: 360 * direction }, transition: { duration, repeat: Infinity, ease: 'linear' as const } };
  return (
    <LazyMotion features={loadFeatures} strict>
      <Center minH={fullScreen ? '100dvh' : '60vh'} role="status" aria-live="polite" data-testid="page-loader">
        <VisuallyHidden>{t('loading', 'Loading…')}</VisuallyHidden>
        <Box position="relative" w="120px" h="120px">
          <m.div style={{ position: 'absolute', inset: 0 }} {...spin(6, 1)}>
            <Box w="full" h="full" borderWidth="3px" borderColor="primary.muted" borderRadius="30%" />
          </m.div>
          <m.div style={{ position: 'absolute', inset: 14 }} {...spin(4, -1)}>
            <Box w="full" h="full" borderWidth="3px" borderColor="primary.solid" borderRadius="30%" opacity={0.6} />
          </m.div>
          <Center position="absolute" inset={0}>
            <m.div
              animate={reduce ? undefined : { scale: [1, 1.12, 1], opacity: [1, 0.75, 1] }}
              transition={reduce ? undefined : { duration: 1.4, repeat: Infinity, ease: 'easeInOut' }}
            >
              <LogoMark w="48px" h="48px" />
            </m.div>
          </Center>
        </Box>
      </Center>
    </LazyMotion>
  );
}
