// The error screen of a record's route (detail or edit): a deleted or unknown record (404) says so
// and leads back to its list; data slower than the loader's limit shows the slow-load message
// (docs/product-rules.md#slow-loads); any other failure shows the error with Retry.
import { Button, Heading, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { isHttpError } from '@/lib/http/http-error';
import { isSlowLoadError } from '@/lib/loader-time-limit';
import { SlowLoadMessage } from './slow-load-message';

export interface RecordErrorProps {
  error: unknown;
  reset: () => void;
  /** Translated by the caller: the 404 heading, the Retry button and the way back. */
  notFoundText: string;
  retryLabel: string;
  backLabel: string;
  /** The section's list. */
  backTo: string;
}

export function RecordError({
  error,
  reset,
  notFoundText,
  retryLabel,
  backLabel,
  backTo,
}: RecordErrorProps) {
  if (isSlowLoadError(error))
    return <SlowLoadMessage onReset={reset} leaveTo={backTo} leaveLabel={backLabel} />;
  const missing = isHttpError(error) && error.status === 404;
  return (
    <Stack gap={4} align="start" role="alert">
      <Heading as="h1" size="xl">
        {missing ? notFoundText : error instanceof Error ? error.message : String(error)}
      </Heading>
      <Stack direction="row" gap={3}>
        {missing ? null : (
          <Button variant="outline" onClick={reset}>
            {retryLabel}
          </Button>
        )}
        <Button asChild colorPalette="primary">
          <Link to={backTo}>{backLabel}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
