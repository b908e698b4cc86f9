// One group of questions: a heading and an accordion (Enter or Space opens a question, the arrow
// keys move between questions, Home and End jump to the first and last). The data-filter-* marks
// are for the search before the app starts (scripts/prerender-boot.js, faqs-page.tsx).
import { Accordion, Box, Heading, Text } from '@chakra-ui/react';
import type { FaqGroup as FaqGroupData } from '../faq-filter';

interface FaqGroupProps {
  group: FaqGroupData;
  open: string[];
  onOpenChange: (open: string[]) => void;
}

export function FaqGroup({ group, open, onOpenChange }: FaqGroupProps) {
  const headingId = `faq-group-${group.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} data-filter-group="">
      <Heading as="h2" id={headingId} size="xl" mb={3}>
        {group.title}
      </Heading>
      <Accordion.Root
        multiple
        collapsible
        value={open}
        onValueChange={(details) => onOpenChange(details.value)}
        variant="enclosed"
      >
        {group.items.map((item) => (
          <Accordion.Item key={item.id} value={item.id} data-filter-item="">
            <Accordion.ItemTrigger py={4} cursor="pointer">
              <Heading as="h3" size="md" flex="1" textAlign="start" fontWeight="medium" data-filter-text="">
                {item.q}
              </Heading>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text color="fg.muted" data-filter-text="">
                  {item.a}
                </Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}
