// One message per kind of field error, whatever the form: a field the user must fill and left empty
// says "This field is required." in the product, job, user, invoice, post, tour and event forms
// alike, never "Required." in one and "Enter the city." in the next. The message is a key of
// common.json written with its namespace, so FormField finds it whichever namespace a form uses;
// a form's own messages (too short, too long, a bad format) follow once something is written.
import { z } from 'zod';

/** The message of a required field left empty. */
export const REQUIRED = 'common:validation.required';

/** A text to write: trimmed, and empty says REQUIRED; chain `.min(n, …)`, `.max(…)`, `.regex(…)`. */
export const requiredText = () => z.string().trim().min(1, REQUIRED);

/** One of `values`, to choose: nothing (or anything else) chosen says REQUIRED. */
export const requiredChoice = <const T extends readonly string[]>(values: T) =>
  z.enum(values, REQUIRED);

/** A number to enter: an emptied number box (NaN with `valueAsNumber`) says REQUIRED. */
export const requiredNumber = () => z.number(REQUIRED);
