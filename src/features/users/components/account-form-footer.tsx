// The bottom of an account settings form: its error, if the server sent one, and the save button.
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function AccountFormFooter({
  error,
  pending,
  label,
}: {
  error: string | null;
  pending: boolean;
  label?: string;
}) {
  const { t } = useTranslation('users');
  return (
    <Stack gap={4} mt={6}>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack justify="flex-end">
        <Button type="submit" colorPalette="primary" loading={pending}>
          {label ?? t('common.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
