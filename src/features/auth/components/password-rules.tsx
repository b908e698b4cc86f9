// The password rules, ticked off as the user types (the same rules the server checks).
import { Box, HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { passwordRules } from '@/lib/api-contract/auth';

export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  return (
    <Box id={id} fontSize="sm" mt="1">
      <Text color="fg.muted" id={`${id}-title`}>
        {t('password.rulesTitle')}
      </Text>
      <List.Root variant="plain" aria-labelledby={`${id}-title`} gap="0.5" mt="1">
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item key={rule.id} color={met ? 'fg' : 'fg.muted'} data-met={met}>
              <HStack gap="2">
                <Box as="span" color={met ? 'primary.fg' : 'fg.muted'} display="inline-flex">
                  {met ? <Check size={16} aria-hidden /> : <Circle size={10} aria-hidden />}
                </Box>
                <span>{t(`password.rules.${rule.id}`)}</span>
                <VisuallyHidden>({met ? t('password.ruleMet') : t('password.ruleNotMet')})</VisuallyHidden>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}
