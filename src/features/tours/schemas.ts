// The tour form's schema and values. Messages are keys of tours.json (`validation.*`), an empty
// required field's the shared one (src/lib/form/field-rules.ts); the server
// checks the same rules (src/demo-api/handlers/tour.ts) and its field errors land on these fields.
import { z } from 'zod';
import { tourServices, tourStatuses, type Tour, type TourInput } from '@/lib/api-contract/tour';
import { requiredNumber, requiredText } from '@/lib/form/field-rules';

const isoDate = (message: string) => requiredText().regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const tourFormSchema = z
  .object({
    name: requiredText().min(3, 'validation.name').max(140, 'validation.tooLong'),
    city: requiredText().max(80, 'validation.tooLong'),
    country: requiredText().min(2, 'validation.country'),
    startDate: isoDate('validation.startDate'),
    endDate: isoDate('validation.endDate'),
    capacity: requiredNumber().int('validation.capacity').min(1, 'validation.capacity').max(500, 'validation.capacityMax'),
    price: requiredNumber().min(1, 'validation.price').max(1_000_000, 'validation.priceMax'),
    services: z.array(z.enum(tourServices)).min(1, 'validation.services'),
    guides: z
      .array(
        z.object({
          name: requiredText().min(2, 'validation.guideName'),
          role: z.string().trim().max(80, 'validation.tooLong'),
          email: requiredText().pipe(z.email('validation.email')),
        }),
      )
      .min(1, 'validation.guides'),
    images: z.array(z.string()).max(8),
    content: requiredText().min(20, 'validation.content').max(20_000, 'validation.tooLong'),
    status: z.enum(tourStatuses),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, { message: 'validation.endBeforeStart', path: ['endDate'] });

export type TourFormValues = z.infer<typeof tourFormSchema>;

export const emptyTourForm: TourFormValues = {
  name: '',
  city: '',
  country: '',
  startDate: '',
  endDate: '',
  capacity: 16,
  price: 0,
  services: [],
  guides: [{ name: '', role: '', email: '' }],
  images: [],
  content: '',
  status: 'draft',
};

export function toTourFormValues(tour: Tour): TourFormValues {
  const { name, city, country, startDate, endDate, capacity, price, services, guides, images, content, status } = tour;
  return { name, city, country, startDate, endDate, capacity, price, services, guides, images, content, status };
}

/** The fields the form does not show keep their values (a new tour starts without them). */
export function toTourInput(values: TourFormValues, tour?: Tour): TourInput {
  return { highlights: tour?.highlights ?? [], tags: tour?.tags ?? [], priceSale: tour?.priceSale ?? null, ...values };
}
