// The loading animation of docs/product-rules.md#marketing-site: the logo pulsing inside two rotating frames. Pure CSS
// animations (the theme's `spin` and `pulse` keyframes), so the first load of every page does not
// pull an animation library in; still when the user prefers reduced motion.
import { Box, Center, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo';

interface PageLoaderProps {
  /** Fill the whole viewport (app start) instead of the content area. */
  fullScreen?: boolean;
}

const still = { animation: 'none' } as const;

export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center
      minH={fullScreen ? '100dvh' : '60vh'}
      role="status"
      aria-live="polite"
      data-testid="page-loader"
    >
      <VisuallyHidden>{t('loading', 'Loading…')}</VisuallyHidden>
      <Box position="relative" w="120px" h="120px">
        <Box
          position="absolute"
          inset={0}
          borderWidth="3px"
          borderColor="primary.muted"
          borderRadius="30%"
          animation="spin 6s linear infinite"
          _motionReduce={still}
        />
        <Box
          position="absolute"
          inset="14px"
          borderWidth="3px"
          borderColor="primary.solid"
          borderRadius="30%"
          opacity={0.6}
          animation="spin 4s linear infinite reverse"
          _motionReduce={still}
        />
        <Center position="absolute" inset={0}>
          <Box animation="pulse 1.4s ease-in-out infinite" _motionReduce={still}>
            <LogoMark w="48px" h="48px" />
          </Box>
        </Center>
      </Box>
    </Center>
  );
}
