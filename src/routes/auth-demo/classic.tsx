import { createFileRoute } from '@tanstack/react-router';
import { AuthCenteredLayout } from '@/features/auth/auth-layout';

export const Route = createFileRoute('/auth-demo/classic')({
  component: AuthCenteredLayout,
});
