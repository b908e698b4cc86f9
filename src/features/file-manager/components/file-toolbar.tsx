// Above the items: search, type, modified range, Starred, sort and the grid/list switch.
import { Button, Field, Flex, HStack, IconButton, Input, NativeSelect, SegmentGroup } from '@chakra-ui/react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, List, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/lib/ui/date-field';
import { fileSorts, fileTypeGroups, type FileManagerSearch } from '../search';

interface FileToolbarProps {
  search: FileManagerSearch;
  onChange: (patch: Partial<FileManagerSearch>) => void;
}

export function FileToolbar({ search, onChange }: FileToolbarProps) {
  const { t } = useTranslation('file-manager');
  const [q, setQ] = useState(search.q);
  // Typing is sent a moment after the last key, so each letter does not become a history entry.
  useEffect(() => setQ(search.q), [search.q]);
  useEffect(() => {
    if (q === search.q) return;
    const timer = setTimeout(() => onChange({ q }), 300);
    return () => clearTimeout(timer);
  }, [q, search.q, onChange]);

  return (
    <Flex gap={3} p={{ base: 3, md: 4 }} wrap="wrap" align="flex-end">
      <Field.Root w={{ base: 'full', md: '56' }}>
        <Field.Label fontSize="xs">{t('filter.search')}</Field.Label>
        <Input type="search" size="sm" value={q} placeholder={t('filter.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: 'calc(50% - 6px)', md: '40' }}>
        <Field.Label fontSize="xs">{t('filter.type')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={search.type} onChange={(e) => onChange({ type: e.target.value as FileManagerSearch['type'] })}>
            <option value="all">{t('type.all')}</option>
            {Object.keys(fileTypeGroups).map((group) => (
              <option key={group} value={group}>
                {t(`type.${group}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {/* Wide enough for the longest sort name ("Folders first", "Dossiers d'abord"). */}
      <Field.Root w={{ base: 'full', sm: 'calc(50% - 6px)', md: '56' }}>
        <Field.Label fontSize="xs">{t('filter.sort')}</Field.Label>
        <HStack gap={1} w="full">
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field value={search.sort} onChange={(e) => onChange({ sort: e.target.value as FileManagerSearch['sort'] })}>
              {fileSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={search.order === 'asc' ? t('filter.ascending') : t('filter.descending')}
            onClick={() => onChange({ order: search.order === 'asc' ? 'desc' : 'asc' })}
          >
            {search.order === 'asc' ? <ArrowUpNarrowWide /> : <ArrowDownWideNarrow />}
          </IconButton>
        </HStack>
      </Field.Root>
      <Field.Root w={{ base: 'calc(50% - 6px)', md: '36' }}>
        <Field.Label fontSize="xs">{t('filter.from')}</Field.Label>
        <DateField size="sm" clearable value={search.from ?? ''} max={search.to} onChange={(from) => onChange({ from: from || undefined })} />
      </Field.Root>
      <Field.Root w={{ base: 'calc(50% - 6px)', md: '36' }}>
        <Field.Label fontSize="xs">{t('filter.to')}</Field.Label>
        <DateField size="sm" clearable value={search.to ?? ''} min={search.from} onChange={(to) => onChange({ to: to || undefined })} />
      </Field.Root>
      <Button size="sm" variant={search.starred ? 'subtle' : 'outline'} aria-pressed={search.starred} onClick={() => onChange({ starred: !search.starred })}>
        <Star aria-hidden fill={search.starred ? 'currentColor' : 'none'} />
        {t('filter.starred')}
      </Button>
      <SegmentGroup.Root
        size="sm"
        ms={{ md: 'auto' }}
        value={search.view}
        onValueChange={(e) => onChange({ view: e.value as FileManagerSearch['view'] })}
        aria-label={t('view.label')}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Item value="grid">
          <SegmentGroup.ItemText>
            <HStack gap={1}>
              <LayoutGrid size={16} aria-hidden />
              {t('view.grid')}
            </HStack>
          </SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
        <SegmentGroup.Item value="list">
          <SegmentGroup.ItemText>
            <HStack gap={1}>
              <List size={16} aria-hidden />
              {t('view.list')}
            </HStack>
          </SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      </SegmentGroup.Root>
    </Flex>
  );
}
