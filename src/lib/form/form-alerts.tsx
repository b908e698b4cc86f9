// The notices above a form: its restored session draft (docs/product-rules.md#session-expiry,
// with "Discard") and the message of a refused save that found no field (applyServerErrors).
import { Alert, Button } from '@chakra-ui/react';
import type { FormDraft } from '@/lib/session/form-drafts';

export interface FormAlertsProps {
  draft: FormDraft;
  /** Translated by the caller. */
  restoredText: string;
  discardLabel: string;
  error: string | null;
}

export function FormAlerts({ draft, restoredText, discardLabel, error }: FormAlertsProps) {
  return (
    <>
      {draft.restored ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title flex="1">{restoredText}</Alert.Title>
          <Button size="xs" variant="outline" onClick={draft.discard}>
            {discardLabel}
          </Button>
        </Alert.Root>
      ) : null}
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}
