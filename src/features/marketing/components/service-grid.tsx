// The six consulting service lines of docs/product-rules.md#brand, as cards with an icon (home and consulting pages).
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BarChart3, BrainCircuit, Compass, GraduationCap, Server, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const serviceLines = [
  { id: 'strategy', icon: Compass },
  { id: 'engineering', icon: Server },
  { id: 'analytics', icon: BarChart3 },
  { id: 'ml', icon: BrainCircuit },
  { id: 'governance', icon: ShieldCheck },
  { id: 'training', icon: GraduationCap },
] as const;

export function ServiceGrid({ extra }: { extra?: (id: string) => ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={6}>
      {serviceLines.map(({ id, icon: Icon }) => (
        <Stack key={id} as="article" gap={3} p={6} borderWidth="1px" borderColor="border" borderRadius="xl">
          <Box color="primary.fg" bg="primary.subtle" borderRadius="lg" p={2.5} w="fit-content">
            <Icon size={24} aria-hidden />
          </Box>
          <Heading as="h3" size="md">
            {t(`services.${id}.title`)}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t(`services.${id}.text`)}
          </Text>
          {extra?.(id)}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
