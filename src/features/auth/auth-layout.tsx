// The frames of the sign-in screens (docs/product-rules.md#layouts): split (brand panel beside the form, the /auth default
// and the "modern" demo) and centred (a card, the "classic" demo).
import { Box, Card, Grid, Stack } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { AuthBrandPanel } from './components/auth-brand-panel';
import { AuthTopBar } from './components/auth-top-bar';

export function AuthLayout() {
  return (
    <Grid minH="100dvh" bg="bg" color="fg" templateColumns={{ base: '1fr', md: '5fr 6fr', xl: '1fr 1fr' }}>
      <Box display={{ base: 'none', md: 'flex' }}>
        <AuthBrandPanel />
      </Box>
      <Stack px={{ base: 4, sm: 8, lg: 16 }} pb="10" gap="0" minW="0">
        <Box w="full" maxW="md" mx="auto">
          <AuthTopBar />
        </Box>
        <Box as="main" id="main" flex="1" display="flex" alignItems="center" py={{ base: 4, md: 8 }}>
          <Box w="full" maxW="md" mx="auto">
            <Outlet />
          </Box>
        </Box>
      </Stack>
    </Grid>
  );
}

export function AuthCenteredLayout() {
  return (
    <Box minH="100dvh" bg="bg.subtle" color="fg" px="4" pb="10">
      <Box maxW="lg" mx="auto">
        <AuthTopBar />
      </Box>
      <Box as="main" id="main" display="flex" justifyContent="center" pt={{ base: 2, md: 8 }}>
        <Card.Root w="full" maxW="lg" variant="elevated">
          <Card.Body p={{ base: 6, md: 10 }}>
            <Outlet />
          </Card.Body>
        </Card.Root>
      </Box>
    </Box>
  );
}
