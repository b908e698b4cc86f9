// Compile-time checks that an answer's zod schema (server/openapi/answers-*.ts) describes exactly the
// contract's TypeScript type, so the OpenAPI document cannot drift from what the app reads.

/** True when A and B are the same type: same keys, same optionality, same property types. */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * For a contract type written as an intersection (`ListResponse<User> & { counts }`), which no
 * object schema is identical to: each assignable to the other, with the same keys.
 */
export type Alike<A, B> = [A] extends [B] ? ([B] extends [A] ? Equal<keyof A, keyof B> : false) : false;

/** `type _ = Expect<Equal<z.infer<typeof schema>, Type>>`: a compile error when they differ. */
export type Expect<T extends true> = T;
