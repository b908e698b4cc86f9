// A job's salary as text: "£55,000–£75,000 a year", or "Negotiable".
import type { TFunction } from 'i18next';
import type { JobSalary } from '@/lib/api-contract/job';
import { formatMoney } from '@/lib/money';

export function jobSalaryText(salary: JobSalary, language: string, t: TFunction<'jobs'>): string {
  if (salary.type === 'negotiable') return t('salary.negotiable');
  const money = (n: number) => formatMoney(n, language, { currency: salary.currency, fractionDigits: 0 });
  return t(`salary.range.${salary.period}`, { min: money(salary.min), max: money(salary.max) });
}
