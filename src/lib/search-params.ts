// URL search params checked one by one, without a schema library: a route's validateSearch is not
// code-split, so it ships in the first load, and zod (even zod/mini) would weigh more than the
// routes it checks. Like zod's `.catch`, a param that fails its check takes its fallback; unknown
// params are dropped.
import type { SearchSchemaInput } from '@tanstack/react-router';

/** A param's check: its value when valid, else the fallback (undefined for an optional param). */
export type ParamCheck<T> = (value: unknown) => T;

type Checks = Record<string, ParamCheck<unknown>>;
type Prettify<T> = { [K in keyof T]: T[K] } & {};
/** What the checks give; a param whose check may give undefined is optional. */
export type CheckedSearch<C extends Checks> = Prettify<
  { [K in keyof C as undefined extends ReturnType<C[K]> ? never : K]: ReturnType<C[K]> } & {
    [K in keyof C as undefined extends ReturnType<C[K]> ? K : never]?: ReturnType<C[K]>;
  }
>;

/**
 * A validateSearch function from one check per param. Every param is optional in a link (a missing
 * one takes its fallback), which `SearchSchemaInput` tells the router.
 */
export function searchParams<C extends Checks>(checks: C) {
  return (search: Partial<CheckedSearch<C>> & SearchSchemaInput): CheckedSearch<C> => {
    const input = search as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(checks)) {
      const given = Object.hasOwn(input, key);
      const value = checks[key]!(given ? input[key] : undefined);
      // An optional param that was not given stays out of the result (a spread keeps the parent's).
      if (value !== undefined || given) result[key] = value;
    }
    return result as CheckedSearch<C>;
  };
}

/** Whether `value` is one of `values`. */
export const isOneOf = <const V extends readonly unknown[]>(values: V, value: unknown): value is V[number] =>
  values.includes(value);

/** A check that keeps one of `values` and gives `fallback` (or undefined) for anything else. */
export function oneOf<const V extends readonly unknown[]>(values: V): ParamCheck<V[number] | undefined>;
export function oneOf<const V extends readonly unknown[]>(values: V, fallback: V[number]): ParamCheck<V[number]>;
export function oneOf(values: readonly unknown[], fallback?: unknown): ParamCheck<unknown> {
  return (value) => (isOneOf(values, value) ? value : fallback);
}

/** A check that keeps a string of at most `maxLength` characters, else gives `fallback`. */
export function stringParam(maxLength: number): ParamCheck<string | undefined>;
export function stringParam(maxLength: number, fallback: string): ParamCheck<string>;
export function stringParam(maxLength: number, fallback?: string): ParamCheck<string | undefined> {
  return (value) => (typeof value === 'string' && value.length <= maxLength ? value : fallback);
}
