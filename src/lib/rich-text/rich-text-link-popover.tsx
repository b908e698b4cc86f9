// The toolbar's link control: a small form in a popover (address checked before it is applied),
// or, on a link, the button that removes it.
import { Button, Field, Input, Popover, Portal, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LINK = /^(https?:\/\/\S+|mailto:\S+@\S+)$/i;

interface Props {
  trigger: ReactNode;
  onApply: (href: string) => void;
}

export function RichTextLinkPopover({ trigger, onApply }: Props) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('https://');
  const [error, setError] = useState(false);
  const apply = () => {
    const value = href.trim();
    if (!LINK.test(value)) return setError(true);
    onApply(value);
    setOpen(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setHref('https://');
          setError(false);
        }
      }}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="xs">
            <Popover.Body>
              <Stack gap="3">
                <Field.Root invalid={error}>
                  <Field.Label>{t('richText.linkAddress')}</Field.Label>
                  <Input
                    size="sm"
                    value={href}
                    onChange={(e) => {
                      setHref(e.target.value);
                      setError(false);
                    }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        apply();
                      }
                    }}
                  />
                  {error ? <Field.ErrorText>{t('richText.linkInvalid')}</Field.ErrorText> : null}
                </Field.Root>
                <Button size="sm" alignSelf="flex-end" onClick={apply}>
                  {t('richText.linkApply')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
