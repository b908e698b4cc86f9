// The board's filters (assignee, label, priority) and search; they live in the URL.
import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { taskPriorities, type KanbanPerson } from '@/lib/api-contract/kanban';
import type { KanbanSearch } from '../search';

interface KanbanToolbarProps {
  search: KanbanSearch;
  people: KanbanPerson[];
  labels: string[];
  shown: number;
  total: number;
  onChange: (patch: Partial<KanbanSearch>) => void;
}

export function KanbanToolbar({
  search,
  people,
  labels,
  shown,
  total,
  onChange,
}: KanbanToolbarProps) {
  const { t } = useTranslation('kanban');
  const filtered = Boolean(search.q || search.assignee || search.label || search.priority);
  return (
    <HStack as="search" aria-label={t('filters.label')} gap={3} wrap="wrap" align="center">
      <HStack position="relative" flex={{ base: '1 1 100%', md: '0 1 280px' }}>
        <Search
          size={16}
          aria-hidden
          style={{ position: 'absolute', insetInlineStart: 10, zIndex: 1 }}
        />
        <Input
          type="search"
          ps={8}
          aria-label={t('filters.search')}
          placeholder={t('filters.search')}
          value={search.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </HStack>
      {/* A phone gives each select the line: "Toutes les étiquettes" does not fit half of it, and a
          native select cuts its text mid-word with no ellipsis. */}
      <NativeSelect.Root width={{ base: '100%', sm: 'calc(50% - 6px)', md: 'auto' }} minW={{ md: '180px' }}>
        <NativeSelect.Field
          aria-label={t('filters.assignee')}
          value={search.assignee}
          onChange={(e) => onChange({ assignee: e.target.value })}
        >
          <option value="">{t('filters.anyAssignee')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root width={{ base: '100%', sm: 'calc(50% - 6px)', md: 'auto' }} minW={{ md: '160px' }}>
        <NativeSelect.Field
          aria-label={t('filters.labelFilter')}
          value={search.label}
          onChange={(e) => onChange({ label: e.target.value })}
        >
          <option value="">{t('filters.anyLabel')}</option>
          {labels.map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root width={{ base: '100%', sm: 'calc(50% - 6px)', md: 'auto' }} minW={{ md: '160px' }}>
        <NativeSelect.Field
          aria-label={t('filters.priority')}
          value={search.priority}
          onChange={(e) => onChange({ priority: e.target.value as KanbanSearch['priority'] })}
        >
          <option value="">{t('filters.anyPriority')}</option>
          {taskPriorities.map((p) => (
            <option key={p} value={p}>
              {t(`priority.${p}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {filtered ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ q: '', assignee: '', label: '', priority: '' })}
          >
            {t('filters.clear')}
          </Button>
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('filters.shown', { shown, total })}
          </Text>
        </>
      ) : null}
    </HStack>
  );
}
