// The sample form's rules (the Inputs block): messages are locale keys, translated when shown.
import { z } from 'zod';

export const callBackFormSchema = z.object({
  name: z.string().trim().min(2, 'inputs.errors.name'),
  email: z.email('inputs.errors.email'),
  message: z.string().trim().min(10, 'inputs.errors.message'),
  office: z.enum(['london', 'paris', 'dubai']),
  digest: z.boolean(),
  callBack: z.boolean(),
});

export type CallBackForm = z.infer<typeof callBackFormSchema>;
