// The checkout's progress: an ordered list with the current step marked for assistive tech.
import { Box, chakra, HStack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkoutSteps, type CheckoutStep } from '../schemas';

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('shop');
  const currentIndex = checkoutSteps.indexOf(current);
  return (
    <chakra.nav aria-label={t('checkout.steps.label')} mb={8}>
      <HStack as="ol" gap={{ base: 2, md: 4 }} m={0} p={0} listStyleType="none" flexWrap="wrap">
        {checkoutSteps.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <HStack as="li" key={step} gap={2} aria-current={active ? 'step' : undefined}>
              <Box
                w="7"
                h="7"
                borderRadius="full"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                fontSize="sm"
                fontWeight="bold"
                bg={active || done ? 'primary.solid' : 'bg.muted'}
                color={active || done ? 'primary.contrast' : 'fg.muted'}
                aria-hidden
              >
                {done ? <Check size={16} /> : index + 1}
              </Box>
              <Text fontSize="sm" fontWeight={active ? 'semibold' : 'normal'} color={active ? 'fg' : 'fg.muted'}>
                {t(`checkout.steps.${step}`)}
                {done ? <chakra.span srOnly>{` (${t('checkout.steps.done')})`}</chakra.span> : null}
              </Text>
            </HStack>
          );
        })}
      </HStack>
    </chakra.nav>
  );
}
