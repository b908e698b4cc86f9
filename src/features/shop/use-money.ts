// Formats euro amounts in the current language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (amount: number) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(amount),
    [language],
  );
}
