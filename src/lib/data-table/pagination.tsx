// Below the table: the dense toggle, rows per page, the range shown, previous and next page. A
// list without dense rows (cards) leaves out `onDense` and the toggle with it.
import { Box, Flex, HStack, IconButton, NativeSelect, Switch, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';

interface PaginationProps {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  dense?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  onDense?: (dense: boolean) => void;
}

/** Arrows point the way the page reads: in rtl, "next" points left. */
function Mirrored({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
      {children}
    </Box>
  );
}

export function Pagination({
  page,
  pageSize,
  pageSizes,
  total,
  dense,
  onPage,
  onPageSize,
  onDense,
}: PaginationProps) {
  const { t } = useTranslation('kit');
  const format = useFormat();
  const sizeId = useId();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex
      gap={4}
      px={{ base: 3, md: 4 }}
      py={3}
      align="center"
      wrap="wrap"
      justify="space-between"
      borderTopWidth="1px"
    >
      {onDense ? (
        <Switch.Root
          checked={dense ?? false}
          onCheckedChange={(e) => onDense(e.checked)}
          colorPalette="primary"
          size="sm"
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('table.dense')}</Switch.Label>
        </Switch.Root>
      ) : null}
      <HStack gap={4} wrap="wrap" ms={onDense ? undefined : 'auto'}>
        <HStack gap={2}>
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={sizeId}>{t('table.rowsPerPage')}</label>
          </Text>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              id={sizeId}
              value={pageSize}
              onChange={(e) => onPageSize(Number(e.target.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Text fontSize="sm" aria-live="polite">
          {t('table.range', {
            from: format.number(from),
            to: format.number(to),
            total: format.number(total),
          })}
        </Text>
        <HStack gap={1}>
          <IconButton
            aria-label={t('table.previousPage')}
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <Mirrored>
              <ChevronLeft aria-hidden />
            </Mirrored>
          </IconButton>
          <IconButton
            aria-label={t('table.nextPage')}
            variant="ghost"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => onPage(page + 1)}
          >
            <Mirrored>
              <ChevronRight aria-hidden />
            </Mirrored>
          </IconButton>
        </HStack>
      </HStack>
    </Flex>
  );
}
