// The publish switch of a product (list, cards, product page): optimistic, put back with a toast
// when the server refuses (./../api/product-mutations.ts). Without `onChange` (a role that may not
// edit products) it only shows the state, disabled, so assistive technology does not offer it.
import { Switch } from '@chakra-ui/react';
import type { ProductListItem } from '@/lib/api-contract/product';

interface ProductPublishSwitchProps {
  product: ProductListItem;
  /** The switch's accessible name ("Published: Market Pulse"); translated by the caller. */
  label: string;
  /** Shown next to the switch (the product page); the lists keep the name for screen readers. */
  visibleLabel?: string;
  onChange?: (product: ProductListItem, published: boolean) => void;
}

export function ProductPublishSwitch({ product, label, visibleLabel, onChange }: ProductPublishSwitchProps) {
  return (
    <Switch.Root
      colorPalette="primary"
      checked={product.status === 'published'}
      disabled={!onChange}
      onCheckedChange={(e) => onChange?.(product, e.checked)}
    >
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      {visibleLabel ? <Switch.Label>{visibleLabel}</Switch.Label> : null}
    </Switch.Root>
  );
}
