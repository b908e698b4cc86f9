// The end of a code flow: what happened, in an announced message, and where to go next.
import { Alert, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DoneNotice({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {children}
    </Stack>
  );
}
