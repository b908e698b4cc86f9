// "Skip to content": the first focusable element of a layout, visible only when focused.
import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function SkipLink({ target = '#main' }: { target?: string }) {
  const { t } = useTranslation('common');
  return (
    <chakra.a
      href={target}
      position="absolute"
      insetStart={2}
      top={2}
      zIndex="skipNav"
      px={4}
      py={2}
      bg="bg"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
    >
      {t('skipToContent')}
    </chakra.a>
  );
}
