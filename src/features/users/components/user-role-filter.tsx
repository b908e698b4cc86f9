// The role filter: a menu of checkboxes, any number of roles at once.
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { userRoles, type UserRoleName } from '@/lib/api-contract/user';

interface UserRoleFilterProps {
  value: UserRoleName[];
  onChange: (roles: UserRoleName[]) => void;
}

export function UserRoleFilter({ value, onChange }: UserRoleFilterProps) {
  const { t } = useTranslation('users');
  const toggle = (role: UserRoleName, checked: boolean) =>
    onChange(
      checked
        ? userRoles.filter((r) => r === role || value.includes(r))
        : value.filter((r) => r !== role),
    );
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          minW="36"
          justifyContent="space-between"
          aria-label={t('list.roleFilter')}
        >
          {t('list.role')}
          {value.length ? <Badge colorPalette="primary">{value.length}</Badge> : null}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {userRoles.map((role) => (
              <Menu.CheckboxItem
                key={role}
                value={role}
                checked={value.includes(role)}
                onCheckedChange={(checked) => toggle(role, checked)}
              >
                {t(`role.${role}`)}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
            {value.length ? (
              <>
                <Menu.Separator />
                <Menu.Item value="clear" onSelect={() => onChange([])}>
                  {t('list.clearRoles')}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
