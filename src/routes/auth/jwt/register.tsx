import { createFileRoute } from '@tanstack/react-router';
import { JwtRegisterPage } from '@/features/auth/jwt-register-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/jwt/register')({
  head: () => ({ meta: [{ title: routeTitle('jwt.register') }] }),
  component: JwtRegisterPage,
});
