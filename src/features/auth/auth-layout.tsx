// The frame of the sign-in screens.
import { Box, Center } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';

export function AuthLayout() {
  return (
    <Center as="main" id="main" minH="100dvh" bg="bg" color="fg" px={4}>
      <Box w="full" maxW="md">
        <Outlet />
      </Box>
    </Center>
  );
}
