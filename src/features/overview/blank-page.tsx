// /dashboard/blank: an empty screen inside the shell, the starting frame for a new screen.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function BlankPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        {t('blank.title')}
      </Heading>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="border"
        borderRadius="l3"
        minH="96"
        p={8}
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        <Text color="fg.muted" textAlign="center" maxW="md">
          {t('blank.description')}
        </Text>
      </Box>
    </Stack>
  );
}
