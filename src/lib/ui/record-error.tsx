// The screens of a record's routes (detail, edit) when the record is not shown
// (docs/product-rules.md#records): a missing record says so and leads back to its list (the
// router's not-found component, from `loadRecord`); data slower than the loader's limit shows the
// slow-load message (#slow-loads); any other failure shows the error with Retry.
import { Button, Heading, Stack } from '@chakra-ui/react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isSlowLoadError } from '@/lib/loader-time-limit';
import type { RecordSection } from '@/lib/record-route';
import { SlowLoadMessage } from './slow-load-message';

const namespaceOf = (key: string) => key.split(':')[0] ?? 'kit';

/** A missing record: its section's words, and the way back to the list. */
export function RecordNotFound({ section }: { section: RecordSection }) {
  const { t } = useTranslation([namespaceOf(section.notFoundKey), namespaceOf(section.backKey)]);
  return (
    <Stack gap={4} align="start" role="alert" data-screen="record-not-found">
      <Heading as="h1" size="xl">
        {t(section.notFoundKey)}
      </Heading>
      <Button asChild colorPalette="primary">
        <Link to={section.list}>{t(section.backKey)}</Link>
      </Button>
    </Stack>
  );
}

/** The error component of a section's record routes: slow load, or the failure with Retry. */
export function recordError(section: RecordSection) {
  return function RecordError({ error, reset }: ErrorComponentProps) {
    const { t } = useTranslation(['kit', namespaceOf(section.backKey)]);
    if (isSlowLoadError(error))
      return <SlowLoadMessage onReset={reset} leaveTo={section.list} leaveLabel={t(section.backKey)} />;
    return (
      <Stack gap={4} align="start" role="alert">
        <Heading as="h1" size="xl">
          {error instanceof Error ? error.message : String(error)}
        </Heading>
        <Stack direction="row" gap={3}>
          <Button variant="outline" onClick={reset}>
            {t('kit:common.retry')}
          </Button>
          <Button asChild colorPalette="primary">
            <Link to={section.list}>{t(section.backKey)}</Link>
          </Button>
        </Stack>
      </Stack>
    );
  };
}
