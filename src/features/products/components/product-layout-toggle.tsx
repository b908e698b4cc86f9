// Table or cards: two pressed/unpressed buttons; the choice is in the URL (`view`).
import { Button, ButtonGroup } from '@chakra-ui/react';
import { LayoutGrid, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../search';

export function ProductLayoutToggle({ value, onChange }: { value: ProductView; onChange: (view: ProductView) => void }) {
  const { t } = useTranslation('products');
  const item = (view: ProductView, label: string, icon: React.ReactNode) => (
    <Button
      aria-pressed={value === view}
      variant={value === view ? 'subtle' : 'outline'}
      colorPalette={value === view ? 'primary' : 'gray'}
      onClick={() => onChange(view)}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <ButtonGroup size="sm" attached role="group" aria-label={t('list.layout')}>
      {item('table', t('list.asTable'), <Table2 aria-hidden />)}
      {item('grid', t('list.asGrid'), <LayoutGrid aria-hidden />)}
    </ButtonGroup>
  );
}
