// The screens of a record's routes (detail, edit) when the record is not shown
// (docs/product-rules.md#records): a missing record says so and leads back to its list (the
// router's not-found component, from `loadRecord`); data slower than the loader's limit shows the
// slow-load message (#slow-loads); a record deleted while its page was open (a refetch answered 404,
// `useRecordQuery`) says so with the same way back; any other failure shows the error with Retry.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isSlowLoadError } from '@/lib/loader-time-limit';
import { isRecordGone, type RecordSection } from '@/lib/record-route';
import { SlowLoadMessage } from './slow-load-message';
import { errorText } from '@/lib/http/error-text';

const namespaceOf = (key: string) => key.split(':')[0] ?? 'kit';

/** A missing record: its section's words, and the way back to the list. */
export function RecordNotFound({ section, deleted = false }: { section: RecordSection; deleted?: boolean }) {
  const { t } = useTranslation([namespaceOf(section.notFoundKey), namespaceOf(section.backKey), 'kit']);
  return (
    <Stack gap={4} align="start" role="alert" data-screen="record-not-found">
      <Heading as="h1" size="xl">
        {t(section.notFoundKey)}
      </Heading>
      {deleted ? <Text>{t('kit:record.deletedWhileOpen')}</Text> : null}
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
    if (isRecordGone(error)) return <RecordNotFound section={section} deleted />;
    if (isSlowLoadError(error))
      return <SlowLoadMessage onReset={reset} leaveTo={section.list} leaveLabel={t(section.backKey)} />;
    return (
      <Stack gap={4} align="start" role="alert">
        <Heading as="h1" size="xl">
          {errorText(error)}
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
