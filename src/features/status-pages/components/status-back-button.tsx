// "Go back": the previous page of this visit, or home when the visit started here.
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function StatusBackButton(props: ButtonProps) {
  const { t } = useTranslation('pages');
  const router = useRouter();
  // The router knows about in-app steps; a visit that arrived by a full load still has the
  // browser's history to go back to.
  const canGoBack = useCanGoBack() || (typeof window !== 'undefined' && window.history.length > 1);
  return (
    <Button
      variant="outline"
      {...props}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
    >
      {t('actions.back')}
    </Button>
  );
}
