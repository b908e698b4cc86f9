// While a new product's slug is typed, the server is asked (after a pause) whether another product
// has it; a taken slug shows its message under the field at once, as the 409 on save would.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { productQueries } from '../api/products';
import { slugPattern, type ProductFormValues } from '../schemas';

const TAKEN = 'validation.slugTaken';

export function useSlugCheck(form: UseFormReturn<ProductFormValues>, slug: string, enabled: boolean) {
  const [settled, setSettled] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(slug), 400);
    return () => clearTimeout(timer);
  }, [slug]);
  const valid = enabled && slugPattern.test(settled) && settled === slug;
  const check = useQuery({ ...productQueries.slugCheck(settled), enabled: valid });
  const available = valid ? check.data?.available : undefined;
  const { setError, clearErrors, getFieldState } = form;
  useEffect(() => {
    const current = getFieldState('id').error;
    if (available === false) setError('id', { type: 'validate', message: TAKEN });
    else if (current?.message === TAKEN) clearErrors('id');
  }, [available, setError, clearErrors, getFieldState]);
}
