// One widget of an overview page: its own query, its own skeleton while loading, and its own
// error with Retry, so one failing endpoint leaves the rest of the page working. What it draws once
// the data is here may need code or strings not loaded yet (the list kit's, for a pagination): it
// waits behind the same skeleton, in its own place, and never takes the painted page back.
import { Alert, Button, Card, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http/http-error';
import { errorText } from '@/lib/http/error-text';
import { LatePart } from '@/lib/ui/late-part';

interface Props<T> {
  title: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key shape
  query: UseQueryOptions<T, Error, T, any>;
  /** The skeleton's height (a chart or a list). */
  height?: string;
  children: (data: T) => ReactNode;
}

export function OverviewWidget<T>({ title, query, height = '72', children }: Props<T>) {
  const { t } = useTranslation('overview');
  const result = useQuery({ ...query, placeholderData: (previous) => previous });
  const skeleton = (
    <Card.Root variant="outline" h="full" aria-busy="true">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Skeleton h={height} borderRadius="l2" />
      </Card.Body>
    </Card.Root>
  );
  if (result.data !== undefined)
    return <LatePart placeholder={skeleton}>{children(result.data)}</LatePart>;
  if (result.isError) {
    const message = result.error instanceof HttpError ? errorText(result.error) : t('widget.error');
    return (
      <Card.Root variant="outline" h="full">
        <Card.Header>
          <Card.Title as="h2">{title}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Stack gap={2} flex="1">
              <Alert.Title>{t('widget.errorTitle')}</Alert.Title>
              <Alert.Description>{message}</Alert.Description>
              <Button
                size="sm"
                variant="outline"
                alignSelf="start"
                loading={result.isFetching}
                onClick={() => void result.refetch()}
              >
                {t('widget.retry')}
              </Button>
            </Stack>
          </Alert.Root>
        </Card.Body>
      </Card.Root>
    );
  }
  return skeleton;
}
