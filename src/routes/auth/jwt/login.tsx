import { createFileRoute } from '@tanstack/react-router';
import { JwtLoginPage } from '@/features/auth/jwt-login-page';
import { routeTitle } from '@/lib/i18n/route-title';

export const Route = createFileRoute('/auth/jwt/login')({
  head: () => ({ meta: [{ title: routeTitle('jwt.login') }] }),
  component: JwtLoginPage,
});
