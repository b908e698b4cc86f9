// Names a saved view (save as, rename). The server checks the name is unique per table; its answer
// shows under the field (a name in use in the user's language) and the typing is kept.
import { Button, Dialog, Input, Portal } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEW_NAME_MAX } from '@/lib/api-contract/view';
import { FormField } from '@/lib/form/form-field';
import { errorText } from '@/lib/http/error-text';
import { isHttpError } from '@/lib/http/http-error';

interface ViewNameDialogProps {
  open: boolean;
  title: string;
  initialName: string;
  pending: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

export function ViewNameDialog({
  open,
  title,
  initialName,
  pending,
  onSubmit,
  onClose,
}: ViewNameDialogProps) {
  const { t } = useTranslation('kit');
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(null);
    }
  }, [open, initialName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('views.nameRequired'));
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      // A name in use (the contract's 409) in the user's language; another refusal of the name as
      // the server wrote it; anything else as errorText shows it (no connection, …).
      if (isHttpError(failure) && failure.status === 409 && failure.fieldErrors.name) setError(t('views.nameTaken'));
      else setError((isHttpError(failure) && failure.fieldErrors.name) || errorText(failure));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} asChild>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormField
                  ns="kit"
                  required
                  label={t('views.name')}
                  error={error ? { type: 'server', message: error } : undefined}
                >
                  <Input
                    value={name}
                    maxLength={VIEW_NAME_MAX}
                    onChange={(e) => setName(e.target.value)}
                  />
                </FormField>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="primary" loading={pending}>
                  {t('common.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
