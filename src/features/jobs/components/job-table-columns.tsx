// The jobs table's data columns (TanStack Table); the kit adds the selection and row-menu columns.
// A column sorts when the API sorts by its id; `meta` names it in the column menu and the CSV.
import { Badge, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/lib/api-contract/job';
import { useFormat } from '@/lib/format';
import { UserText } from '@/lib/ui/user-text';
import '@/lib/data-table/column-meta';
import { jobSalaryText } from './job-salary';

const column = createColumnHelper<Job>();

export const jobStatusPalette = { all: 'gray', published: 'green', draft: 'gray' } as const;

export function useJobColumns(): ColumnDef<Job, unknown>[] {
  const { t, i18n } = useTranslation('jobs');
  const format = useFormat();
  return useMemo(() => {
    const places = (job: Job) =>
      format.list(
        job.locations.map((l) => t(`location.${l}`)),
        { style: 'narrow' },
      );
    return [
      column.accessor('title', {
        header: () => t('field.title'),
        enableHiding: false,
        meta: { label: t('field.title'), exportValue: (job) => job.title },
        cell: ({ row: { original: job } }) => (
          <Stack gap={0} minW="48" maxW="72" whiteSpace="normal">
            <Link to="/dashboard/job/$id" params={{ id: job.id }}>
              <UserText fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                {job.title}
              </UserText>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t(`department.${job.department}`)}
            </Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'locations',
        header: () => t('field.locations'),
        meta: { priority: 5, label: t('field.locations'), exportValue: places },
        cell: ({ row }) => <Text minW="32">{places(row.original)}</Text>,
      }),
      column.display({
        id: 'salary',
        header: () => t('field.salary'),
        meta: { phone: 'summary',
          priority: 2,
          label: t('field.salary'),
          exportValue: (job) => jobSalaryText(job.salary, i18n.language, t),
        },
        cell: ({ row }) => (
          <Text minW="40">{jobSalaryText(row.original.salary, i18n.language, t)}</Text>
        ),
      }),
      column.accessor('applicants', {
        header: () => t('field.applicants'),
        meta: { priority: 4, label: t('field.applicants'), exportValue: (job) => String(job.applicants) },
        cell: ({ getValue }) => <Text textAlign="end">{format.number(getValue() as number)}</Text>,
      }),
      column.accessor('expiresAt', {
        header: () => t('field.expiresAt'),
        meta: { priority: 3, label: t('field.expiresAt'), exportValue: (job) => format.date(job.expiresAt) },
        cell: ({ getValue }) => (
          <Text whiteSpace="nowrap">{format.date(getValue() as string)}</Text>
        ),
      }),
      column.accessor('status', {
        header: () => t('field.status'),
        enableSorting: false,
        meta: { phone: 'summary', label: t('field.status'), exportValue: (job) => t(`status.${job.status}`) },
        cell: ({ row }) => (
          <Badge colorPalette={jobStatusPalette[row.original.status]} variant="subtle">
            {t(`status.${row.original.status}`)}
          </Badge>
        ),
      }),
    ] as ColumnDef<Job, unknown>[];
  }, [t, i18n.language, format]);
}
