// A section of a long form (docs/product-rules.md#long-forms). On a wide screen it is a card with
// its heading. On a phone it folds: the heading is a button that shows or hides the fields, the
// first section starts open, and a section whose fields have errors opens and says how many. The
// fields stay mounted while folded, so nothing typed is lost.
import { Badge, Box, Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '@/lib/ui/use-narrow-screen';

interface FormSectionProps {
  id: string;
  title: string;
  /** Beside the heading (a language switch); shown while the section is open. */
  end?: ReactNode;
  /** Its fields with an error now. */
  errorCount?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

export function FormSection({
  id,
  title,
  end,
  errorCount = 0,
  defaultOpen = false,
  children,
}: FormSectionProps) {
  const { t } = useTranslation();
  const folds = useNarrowScreen();
  const [open, setOpen] = useState(defaultOpen);
  const expanded = !folds || open || errorCount > 0;
  const errors = errorCount ? (
    <Badge colorPalette="red" variant="subtle">
      {t('formSections.errors', { count: errorCount })}
    </Badge>
  ) : null;
  return (
    <Card.Root as="section" aria-labelledby={id} data-form-section={id}>
      <Card.Body gap={5}>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Heading as="h2" size="md" id={id} flex={folds ? '1' : undefined}>
            {folds ? (
              <Button
                variant="plain"
                size="md"
                px={0}
                w="full"
                justifyContent="space-between"
                fontSize="inherit"
                fontWeight="inherit"
                aria-expanded={expanded}
                aria-controls={`${id}-fields`}
                onClick={() => setOpen(!expanded)}
              >
                <HStack as="span" gap={2} minW={0}>
                  {title}
                  {errors}
                </HStack>
                <Box
                  as="span"
                  transform={expanded ? 'rotate(180deg)' : undefined}
                  transition="transform 0.15s"
                >
                  <ChevronDown aria-hidden size={18} />
                </Box>
              </Button>
            ) : (
              <HStack as="span" gap={2}>
                {title}
                {errors}
              </HStack>
            )}
          </Heading>
          {expanded ? end : null}
        </HStack>
        <Stack id={`${id}-fields`} gap={5} display={expanded ? 'flex' : 'none'}>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
