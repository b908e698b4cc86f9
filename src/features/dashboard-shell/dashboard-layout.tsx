// The dashboard's frame (navigation, header, content).
import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';

export function DashboardLayout() {
  return (
    <Box minH="100dvh" bg="bg" color="fg">
      <Box as="main" id="main" p={{ base: 4, md: 8 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
