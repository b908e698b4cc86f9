// The illustration side of the split sign-in layout: what Corvane does and its proof points.
import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { BarChart3, Globe2, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const proof = [
  { key: 'engagements', Icon: BarChart3 },
  { key: 'countries', Icon: Globe2 },
  { key: 'insight', Icon: Timer },
] as const;

export function AuthBrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <Box
      as="aside"
      colorPalette="primary"
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      position="relative"
      overflow="hidden"
      px={{ md: 10, lg: 16 }}
      py="16"
      display="flex"
      alignItems="center"
    >
      <Box
        aria-hidden
        position="absolute"
        insetEnd="-20%"
        top="-15%"
        w="70%"
        aspectRatio="1"
        borderRadius="full"
        borderWidth="48px"
        borderColor="colorPalette.contrast"
        opacity={0.08}
      />
      <Box
        aria-hidden
        position="absolute"
        insetStart="-10%"
        bottom="-20%"
        w="50%"
        aspectRatio="1"
        borderRadius="30%"
        borderWidth="32px"
        borderColor="colorPalette.contrast"
        opacity={0.06}
        transform="rotate(20deg)"
      />
      <Stack gap="6" position="relative" maxW="md">
        <Heading as="p" size="3xl" lineHeight="1.15">
          {t('layout.panelTitle')}
        </Heading>
        <Text fontSize="lg" opacity={0.9}>
          {t('layout.panelText')}
        </Text>
        <List.Root variant="plain" gap="3">
          {proof.map(({ key, Icon }) => (
            <List.Item key={key} alignItems="center" gap="3">
              <Icon size={20} aria-hidden />
              {t(`layout.proof.${key}`)}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Box>
  );
}
