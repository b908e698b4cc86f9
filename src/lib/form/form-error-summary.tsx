// At the top of a long form after a refused save (docs/product-rules.md#long-forms): how many
// fields need attention and in which sections, each a link that moves to the section's first
// field in error. It takes the focus when it appears, so a screen reader hears it and a phone
// scrolls to it.
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionErrors {
  id: string;
  title: string;
  count: number;
}

/** Moves to a section's first field marked invalid (after the section has opened). */
function focusFirstError(sectionId: string) {
  requestAnimationFrame(() => {
    const section = document.querySelector<HTMLElement>(`[data-form-section="${sectionId}"]`);
    const field = section?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? section)?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

export function FormErrorSummary({
  sections,
  attempt,
}: {
  sections: readonly SectionErrors[];
  attempt: number;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const withErrors = sections.filter((s) => s.count > 0);
  const total = withErrors.reduce((sum, s) => sum + s.count, 0);
  // Each refused save brings the summary back into view.
  useEffect(() => {
    if (attempt && total) ref.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a new attempt
  }, [attempt]);
  if (!attempt || !total) return null;
  return (
    <Alert.Root
      status="error"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="form-error-summary"
      data-testid="form-error-summary"
    >
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title id="form-error-summary">
          {t('formSections.summary', { count: total })}
        </Alert.Title>
        <HStack as="ul" wrap="wrap" gap={2} listStyleType="none">
          {withErrors.map((section) => (
            <li key={section.id}>
              <Button size="xs" variant="outline" onClick={() => focusFirstError(section.id)}>
                {t('formSections.inSection', { section: section.title, count: section.count })}
              </Button>
            </li>
          ))}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
