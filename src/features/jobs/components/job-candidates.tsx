// The candidates tab of a job: who applied, when, and their hiring stage. "Move to" offers only
// the stages the API allows next (candidateTransitions); the change shows at once and is put back,
// with a toast, if the server refuses (docs/api/crud-groups.md#job). Adding and moving candidates
// only for a role the permission table lets make those calls (useMayCall).
import { Badge, Box, Button, Card, Flex, Heading, Menu, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { candidateTransitions, type CandidateStatus, type Job, type JobCandidate } from '@/lib/api-contract/job';
import { useFormat } from '@/lib/format';
import { useMayCall } from '@/lib/session/may-call';

import { useMoveCandidate } from '../api/job-mutations';
import { jobQueries } from '../api/jobs';
import { JobCandidateDialog } from './job-candidate-dialog';
import { errorText } from '@/lib/http/error-text';
import { IdText, UserText } from '@/lib/ui/user-text';

export const candidatePalette: Record<CandidateStatus, string> = {
  new: 'blue',
  screening: 'cyan',
  interview: 'purple',
  offer: 'orange',
  hired: 'green',
  rejected: 'red',
};

export function JobCandidates({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const candidates = useQuery(jobQueries.candidates(job.id));
  const move = useMoveCandidate(job.id);
  const [adding, setAdding] = useState(false);
  const format = useFormat();
  const mayAdd = useMayCall('POST /api/job/:id/candidates');
  const mayMove = useMayCall('PATCH /api/job/:id/candidates/:candidateId');

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Heading as="h2" size="lg">
            {t('candidates.title')}
          </Heading>
          {mayAdd ? (
            <Button colorPalette="primary" variant="outline" onClick={() => setAdding(true)}>
              <UserPlus aria-hidden />
              {t('candidates.add')}
            </Button>
          ) : null}
        </Flex>
      </Card.Header>
      <Card.Body>
        {candidates.isPending ? (
          <Text color="fg.muted">{t('candidates.loading')}</Text>
        ) : candidates.isError ? (
          <Stack align="start" role="alert">
            <Text>{errorText(candidates.error)}</Text>
            <Button variant="outline" size="sm" onClick={() => void candidates.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : candidates.data.length === 0 ? (
          <Text color="fg.muted">{t('candidates.empty')}</Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={t('candidates.tableLabel', { title: job.title })}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('candidates.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('candidates.appliedAt')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('candidates.status')}</Table.ColumnHeader>
                  {mayMove ? <Table.ColumnHeader textAlign="end">{t('candidates.actions')}</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {candidates.data.map((candidate) => (
                  <Table.Row key={candidate.id}>
                    {/* On a phone the cell wraps and the date column hides, so the stage and
                        the move menu stay on screen; each text in its own direction (user-text.tsx). */}
                    <Table.Cell minW={{ base: '40', md: '56' }} whiteSpace="normal">
                      <UserText fontWeight="medium">{candidate.name}</UserText>
                      <IdText fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                        {candidate.email}
                      </IdText>
                      {candidate.headline ? (
                        <UserText fontSize="sm" color="fg.muted">
                          {candidate.headline}
                        </UserText>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell hideBelow="md" whiteSpace="nowrap">{format.date(candidate.appliedAt)}
</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={candidatePalette[candidate.status]} variant="subtle">
                        {t(`candidateStatus.${candidate.status}`)}
                      </Badge>
                    </Table.Cell>
                    {mayMove ? (
                      <Table.Cell textAlign="end">
                        <MoveMenu candidate={candidate} onMove={(status) => move.mutate({ candidate, status })} />
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      {mayAdd ? <JobCandidateDialog jobId={job.id} open={adding} onClose={() => setAdding(false)} /> : null}
    </Card.Root>
  );
}

function MoveMenu({ candidate, onMove }: { candidate: JobCandidate; onMove: (status: CandidateStatus) => void }) {
  const { t } = useTranslation('jobs');
  const next = candidateTransitions[candidate.status];
  if (!next.length) return <Text color="fg.muted" fontSize="sm">{t('candidates.final')}</Text>;
  return (
    <Menu.Root onSelect={(e) => onMove(e.value as CandidateStatus)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={t('candidates.moveFor', { name: candidate.name })}>
          {/* The word from `sm` up; on a phone the arrow alone (the button keeps its name). */}
          <Box as="span" hideBelow="sm">
            {t('candidates.move')}
          </Box>
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {next.map((status) => (
              <Menu.Item key={status} value={status} color={status === 'rejected' ? 'fg.error' : undefined}>
                {t(`candidateStatus.${status}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
