// A record's status as a badge: the shared word and palette (record-status.ts).
import { Badge } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusPalette, type StatusKind, type StatusOf } from './record-status';

/** The translated label of a status, in the current language. */
export function useStatusLabel() {
  const { t } = useTranslation('common');
  return useCallback(<K extends StatusKind>(kind: K, status: StatusOf<K>) => t(statusLabelKey(kind, status)), [t]);
}

export function StatusBadge<K extends StatusKind>({ kind, status }: { kind: K; status: StatusOf<K> }) {
  const label = useStatusLabel();
  return (
    <Badge colorPalette={statusPalette(kind, status)} variant="subtle" data-status={`${kind}:${status}`}>
      {label(kind, status)}
    </Badge>
  );
}
