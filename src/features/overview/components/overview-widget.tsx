// One widget of an overview page: its own query, its own skeleton while loading, and its own
// error with Retry, so one failing endpoint leaves the rest of the page working.
import { Alert, Button, Card, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '@/lib/http/http-error';
import { errorText } from '@/lib/http/error-text';

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
  if (result.data !== undefined) return <>{children(result.data)}</>;
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
  return (
    <Card.Root variant="outline" h="full" aria-busy="true">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Skeleton h={height} borderRadius="l2" />
      </Card.Body>
    </Card.Root>
  );
}
