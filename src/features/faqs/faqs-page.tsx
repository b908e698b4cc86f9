// /faqs: grouped questions with a search that filters them (matches open up) and a contact CTA.
import {
  Box,
  Button,
  Container,
  Field,
  Heading,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqContact } from './components/faq-contact';
import { FaqGroup } from './components/faq-group';
import { filterFaqs, type FaqGroup as FaqGroupData } from './faq-filter';

const groupIds = ['engagements', 'products', 'billing', 'security'] as const;
const LIST_ID = 'faq-questions';

export function FaqsPage() {
  const { t } = useTranslation('faqs');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);

  const groups = useMemo<FaqGroupData[]>(
    () =>
      groupIds.map((id) => ({
        id,
        title: t(`groups.${id}.title`),
        items: (t(`groups.${id}.items`, { returnObjects: true }) as { q: string; a: string }[]).map(
          (item, i) => ({
            id: `${id}-${i}`,
            ...item,
          }),
        ),
      })),
    // `t` is a new function when the language changes, so the copy follows the language.
    [t],
  );
  const visible = filterFaqs(groups, query);
  const count = visible.reduce((n, g) => n + g.items.length, 0);
  const trimmed = query.trim();

  const search = (value: string) => {
    setQuery(value);
    // While searching, open the matching answers so the match is visible.
    setOpen(value.trim() ? filterFaqs(groups, value).flatMap((g) => g.items.map((i) => i.id)) : []);
  };

  return (
    <Container maxW="4xl" pb={{ base: 16, md: 24 }}>
      <Stack gap={4} textAlign="center" align="center" mb={{ base: 8, md: 10 }}>
        <Text textStyle="eyebrow" color="primary.fg">
          {t('eyebrow')}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
          {t('title')}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          {t('lead')}
        </Text>
      </Stack>

      <Box role="search" mb={8}>
        <Field.Root>
          <Field.Label>{t('search.label')}</Field.Label>
          <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
            <Input
              type="search"
              size="lg"
              value={query}
              placeholder={t('search.placeholder')}
              // Before the app starts, scripts/prerender-boot.js filters the list by the same rule.
              data-filter-list={LIST_ID}
              onChange={(e) => search(e.target.value)}
            />
          </InputGroup>
        </Field.Root>
        <Text aria-live="polite" role="status" fontSize="sm" color="fg.muted" mt={2} minH="1.5em">
          {trimmed ? t('search.results', { count, query: trimmed }) : ''}
        </Text>
      </Box>

      {count === 0 ? (
        <Stack align="center" gap={3} py={10} textAlign="center">
          <Text fontWeight="semibold">{t('search.empty', { query: trimmed })}</Text>
          <Text color="fg.muted">{t('search.emptyHint')}</Text>
          <Button variant="outline" onClick={() => search('')}>
            {t('search.clear')}
          </Button>
        </Stack>
      ) : (
        <Stack id={LIST_ID} gap={10}>
          {visible.map((group) => (
            <FaqGroup
              key={group.id}
              group={group}
              open={open.filter((id) => id.startsWith(`${group.id}-`))}
              onOpenChange={(next) =>
                setOpen((all) => [...all.filter((id) => !id.startsWith(`${group.id}-`)), ...next])
              }
            />
          ))}
        </Stack>
      )}

      <Box mt={{ base: 12, md: 16 }}>
        <FaqContact />
      </Box>
    </Container>
  );
}
