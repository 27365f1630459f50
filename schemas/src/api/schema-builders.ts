/**
 * Builders for the contract's schemas, so each declaration says only what is its own (name,
 * title, fields). Their `const` type parameters keep every literal, so `FromSchema` infers
 * the same types as from a literal written `as const`; key order is the literal's too (ajv's
 * generated code and docs/api-reference.md follow it).
 */

/** The JSON Schema dialect every schema of this package declares. */
export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** Where this package's schemas are named. */
const ID_BASE = 'https://camino.app/schemas/';

/** One object type instead of an intersection, as a literal would read in hovers and errors. */
type Flat<T> = { [K in keyof T]: T[K] };

/** A schema named `https://camino.app/schemas/{name}.json`, in this package's dialect. */
type NamedSchema<Name extends string, S> = Flat<
  { readonly $schema: typeof SCHEMA_DIALECT; readonly $id: `${typeof ID_BASE}${Name}.json` } & S
>;

/** `schema` under its `$id`, `https://camino.app/schemas/{name}.json`, in this package's dialect. */
const namedSchema = <const N extends string, const S extends object>(name: N, schema: S) =>
  ({ $schema: SCHEMA_DIALECT, $id: `${ID_BASE}${name}.json`, ...schema }) as NamedSchema<N, S>;

/** What an object schema says besides being a closed object: `required`, `properties`, … */
interface ObjectFields {
  readonly required?: readonly string[];
  readonly properties: { readonly [name: string]: unknown };
}

/** An object that takes no property it does not list. */
export type ClosedObject<F> = Flat<{ readonly type: 'object'; readonly additionalProperties: false } & F>;

/** An object schema that takes no property it does not list. */
export const closedObject = <const F extends ObjectFields>(fields: F): ClosedObject<F> =>
  ({ type: 'object', additionalProperties: false, ...fields }) as ClosedObject<F>;

/** A top-level schema of the contract, `$id` `https://camino.app/schemas/api/{name}.json`. */
export type ApiObject<Name extends string, Title extends string, F> = NamedSchema<
  `api/${Name}`,
  { readonly title: Title } & ClosedObject<F>
>;

/** A response or query schema of the contract: a closed object with its own `$id` and title. */
export const apiObject = <const N extends string, const T extends string, const F extends ObjectFields>(
  name: N,
  title: T,
  fields: F,
): ApiObject<N, T, F> => namedSchema(`api/${name}`, { title, ...closedObject(fields) }) as ApiObject<N, T, F>;

/** What an answer that is one list says: `{ key: items }`. */
type ListOf = { readonly [key: string]: unknown };

/** An array of `items`. */
export const arrayOf = <const Items>(items: Items) => ({ type: 'array', items }) as const;

/** The `{message}` every write answers with (English, for the panel's toast). */
const messageProperty = { type: 'string' } as const;

/** What `fields` requires, none when it says nothing. */
type RequiredOf<F> = F extends { readonly required: infer R extends readonly string[] } ? R : readonly [];

type MessageFields<F extends ObjectFields> = {
  readonly required: readonly ['message', ...RequiredOf<F>];
  readonly properties: Flat<{ readonly message: typeof messageProperty } & F['properties']>;
};

/**
 * `fields` after `message`, first in `required` and `properties`. The cast names the tuple TS
 * cannot infer from a spread of a generic one.
 */
const withMessage = <F extends ObjectFields>(fields: F) =>
  ({
    required: ['message', ...(fields.required ?? [])],
    properties: { message: messageProperty, ...fields.properties },
  }) as unknown as MessageFields<F>;

/** The fields of an answer that is one list, `{[key]: items[]}`, from `{ key: items }`. */
const listOf = <List extends ListOf>(list: List) => {
  const [key = ''] = Object.keys(list);
  return {
    required: [key],
    properties: { [key]: arrayOf(list[key]) },
  } as unknown as {
    readonly required: readonly [keyof List & string];
    readonly properties: { readonly [K in keyof List]: { readonly type: 'array'; readonly items: List[K] } };
  };
};

/** A write's answer: `message`, then the fields of `fields`. */
export const messageAnswer = <const N extends string, const T extends string, const F extends ObjectFields>(
  name: N,
  title: T,
  fields: F,
) => apiObject(name, title, withMessage(fields));

/** An answer that is one list, `{[key]: items[]}`, named as `{ key: items }`. */
export const apiList = <const N extends string, const T extends string, const List extends ListOf>(
  name: N,
  title: T,
  list: List,
) => apiObject(name, title, listOf(list));
