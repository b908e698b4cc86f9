// /dashboard/permission: switch the demo account's role and see what each role may use — the
// navigation and the routes follow at once (hidden items, 403 on gated routes). An API server that
// does not allow the switch (ROLE_SWITCH off, docs/server.md#configure-environment) refuses it with 403 and
// ROLE_SWITCH_OFF: the page says so and shows the role read-only from then on.
import {
  Alert,
  Badge,
  Card,
  HStack,
  Heading,
  RadioCard,
  SimpleGrid,
  Stack,
  Table,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@/lib/api-contract/auth';
import { ROLE_SWITCH_OFF, appRoles, canUseRoute } from '@/lib/api-contract/permission';
import { demoId } from '@/lib/api-contract/sample-ids';
import { isHttpError } from '@/lib/http/http-error';
import { useAuth } from '@/lib/session/use-auth';
import { toast } from '@/lib/toast/toast';
import { useSwitchRole } from './api';
import { errorText } from '@/lib/http/error-text';

const AREAS = [
  { id: 'analytics', path: '/dashboard/analytics' },
  { id: 'banking', path: '/dashboard/banking' },
  { id: 'invoices', path: '/dashboard/invoice' },
  { id: 'userList', path: '/dashboard/user/list' },
  { id: 'userEdit', path: `/dashboard/user/${demoId}/edit` },
  { id: 'productCreate', path: '/dashboard/product/new' },
  { id: 'orders', path: '/dashboard/order' },
  { id: 'profile', path: '/dashboard/user/profile' },
] as const;

// Paths are data here (checked against the route rules), so the link takes them untyped.
const AreaLink = chakra(Link);

function RoleSwitch({ role }: { role: UserRole }) {
  const { t } = useTranslation('dashboard');
  const { refreshUser } = useAuth();
  const switchRole = useSwitchRole();
  // Set once the server has refused the switch as turned off: the role is then shown read-only.
  const [switchOff, setSwitchOff] = useState(false);
  const onChange = (next: string | null) => {
    if (!next || next === role || switchOff) return;
    switchRole.mutate(
      { role: next as UserRole },
      {
        onSuccess: async () => {
          await refreshUser();
          toast.success(t('permission.switched', { role: t(`roles.${next}`) }));
        },
        onError: (error) => {
          // Said in the reader's language, as the reset refusal of the account menu is.
          const off = isHttpError(error) && error.status === 403 && error.body?.code === ROLE_SWITCH_OFF;
          if (off) setSwitchOff(true);
          toast.error(t('permission.switchFailed'), off ? t('permission.switchRefused') : errorText(error));
        },
      },
    );
  };
  return (
    <RadioCard.Root
      // Built anew once read-only: the click left the refused choice's hidden input checked, which
      // the controlled value alone does not undo (what assistive technology would read).
      key={switchOff ? 'read-only' : 'switch'}
      value={switchRole.isPending ? switchRole.variables.role : role}
      onValueChange={(e) => onChange(e.value)}
      colorPalette="primary"
      disabled={switchRole.isPending}
      readOnly={switchOff}
    >
      <RadioCard.Label fontWeight="semibold">{t('permission.switchLabel')}</RadioCard.Label>
      {switchOff && (
        <Alert.Root status="info" variant="subtle" mb={3}>
          <Alert.Indicator>
            <Lock />
          </Alert.Indicator>
          <Alert.Title>{t('permission.switchOff')}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
        {appRoles.map((r) => (
          <RadioCard.Item key={r} value={r}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{t(`roles.${r}`)}</RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  {t(`permission.roleDescriptions.${r}`)}
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

function Gated({
  allowed,
  title,
  children,
}: {
  allowed: boolean;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h3">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        {allowed ? (
          children
        ) : (
          <Alert.Root status="warning" variant="subtle">
            <Alert.Indicator>
              <Lock />
            </Alert.Indicator>
            <Alert.Title>{t('permission.hidden')}</Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function PermissionPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const role = user?.role ?? 'user';
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          {t('permission.title')}
        </Heading>
        <Text color="fg.muted">{t('permission.intro')}</Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap={4}>
          <HStack gap={2}>
            <Text>{t('permission.current')}</Text>
            <Badge colorPalette="primary" size="lg">
              {t(`roles.${role}`)}
            </Badge>
          </HStack>
          <RoleSwitch role={role} />
        </Card.Body>
      </Card.Root>

      <Stack as="section" aria-labelledby="permission-areas" gap={3}>
        <Heading as="h2" size="lg" id="permission-areas">
          {t('permission.areasTitle')}
        </Heading>
        <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="l3">
          <Table.Root size="sm" aria-labelledby="permission-areas">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('permission.area')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('permission.access')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {AREAS.map((area) => {
                const allowed = canUseRoute(area.path, role);
                return (
                  <Table.Row key={area.id}>
                    <Table.Cell>
                      <AreaLink
                        to={area.path}
                        color="primary.fg"
                        fontWeight="medium"
                        textDecoration="underline"
                        textUnderlineOffset="3px"
                      >
                        {t(`permission.areas.${area.id}`)}
                      </AreaLink>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={allowed ? 'green' : 'red'} variant="subtle">
                        {allowed ? <Check size={14} aria-hidden /> : <Lock size={14} aria-hidden />}
                        {allowed ? t('permission.allowed') : t('permission.denied')}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      <Stack as="section" aria-labelledby="permission-content" gap={3}>
        <Heading as="h2" size="lg" id="permission-content">
          {t('permission.contentTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <Gated allowed title={t('permission.everyone.title')}>
            <Text>{t('permission.everyone.body')}</Text>
          </Gated>
          <Gated
            allowed={role === 'admin' || role === 'manager'}
            title={t('permission.managers.title')}
          >
            <Text>{t('permission.managers.body')}</Text>
          </Gated>
          <Gated allowed={role === 'admin'} title={t('permission.admins.title')}>
            <Text>{t('permission.admins.body')}</Text>
          </Gated>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
