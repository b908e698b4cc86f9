// The drawer's footer button: Fullscreen / Exit fullscreen, following the document's real state.
import { Button } from '@chakra-ui/react';
import { Maximize, Minimize } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '../use-fullscreen';

export function FullscreenButton() {
  const { t } = useTranslation('settings');
  const { fullscreen, toggle, supported } = useFullscreen();
  if (!supported) return null;
  return (
    <Button
      variant="outline"
      colorPalette="gray"
      w="full"
      onClick={() => void toggle()}
      aria-pressed={fullscreen}
    >
      {fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
      {fullscreen ? t('fullscreen.exit') : t('fullscreen.enter')}
    </Button>
  );
}
