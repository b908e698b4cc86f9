// The order's status changes, oldest first: the status it took, who made the change and when.
import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/api-contract/order';
import { useFormat } from '@/lib/format';
import { statusPalette } from '@/lib/status/record-status';
import { useStatusLabel } from '@/lib/status/status-badge';
import { inSentence, UserText } from '@/lib/ui/user-text';

export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const statusLabel = useStatusLabel();
  return (
    <Card.Root>
      <Card.Body gap={4}>
        <Heading as="h2" size="md" id="order-timeline">
          {t('detail.timeline')}
        </Heading>
        <Stack as="ol" gap={0} aria-labelledby="order-timeline" listStyleType="none">
          {order.timeline.map((event, index) => (
            <Flex as="li" key={`${event.at}-${index}`} gap={3}>
              <Flex direction="column" align="center">
                <Box w="3" h="3" mt={1.5} borderRadius="full" bg={`${statusPalette('order', event.status)}.solid`} />
                {index < order.timeline.length - 1 ? <Box flex="1" w="0.5" bg="border" /> : null}
              </Flex>
              <Box pb={4}>
                <Flex gap={2} align="center" wrap="wrap">
                  <Badge colorPalette={statusPalette('order', event.status)} variant="subtle">
                    {index === 0 ? t('detail.placed') : statusLabel('order', event.status)}
                  </Badge>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={event.at}>{format.dateTime(event.at)}
</time>
                  </Text>
                </Flex>
                {event.by ? (
                  <Text fontSize="sm" mt={1}>
                    {inSentence((name) => t('detail.by', { name }), <UserText as="span">{event.by}</UserText>)}
                  </Text>
                ) : null}
              </Box>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
