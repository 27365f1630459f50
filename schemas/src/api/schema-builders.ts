/**
 * Builders for the contract's object schemas, so each declaration says only what is its own
 * (id, title, fields). Their `const` type parameters keep every literal, so `FromSchema` infers
 * the same types as from a literal written `as const`; key order is the literal's too (ajv's
 * generated code and docs/api-reference.md follow it).
 */

/** The JSON Schema dialect every schema of this package declares. */
export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** Where the contract's own schemas are named. */
const API_ID_BASE = 'https://camino.app/schemas/api/';

/** One object type instead of an intersection, as a literal would read in hovers and errors. */
type Flat<T> = { [K in keyof T]: T[K] };

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
export type ApiObject<Name extends string, Title extends string, F> = Flat<
  {
    readonly $schema: typeof SCHEMA_DIALECT;
    readonly $id: `${typeof API_ID_BASE}${Name}.json`;
    readonly title: Title;
  } & ClosedObject<F>
>;

/** A response or query schema of the contract: a closed object with its own `$id` and title. */
export const apiObject = <
  const Name extends string,
  const Title extends string,
  const F extends ObjectFields,
>(
  name: Name,
  title: Title,
  fields: F,
): ApiObject<Name, Title, F> =>
  ({
    $schema: SCHEMA_DIALECT,
    $id: `${API_ID_BASE}${name}.json`,
    title,
    ...closedObject(fields),
  }) as ApiObject<Name, Title, F>;

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
 * A write's answer: `message` and the fields of `fields`; `message` comes first in `required`
 * and `properties`.
 */
export const messageAnswer = <
  const Name extends string,
  const Title extends string,
  const F extends ObjectFields,
>(
  name: Name,
  title: Title,
  fields: F,
) => apiObject<Name, Title, MessageFields<F>>(name, title, withMessage(fields));

/** `fields` with `message` first; the cast names the tuple TS cannot infer from a generic spread. */
const withMessage = <F extends ObjectFields>(fields: F) =>
  ({
    required: ['message', ...(fields.required ?? [])],
    properties: { message: messageProperty, ...fields.properties },
  }) as unknown as MessageFields<F>;

/** An answer that is one list: `{[key]: items[]}`. */
export const apiList = <
  const Name extends string,
  const Title extends string,
  const Key extends string,
  const Items,
>(
  name: Name,
  title: Title,
  key: Key,
  items: Items,
) =>
  apiObject(name, title, {
    required: [key],
    properties: { [key]: arrayOf(items) } as {
      readonly [K in Key]: { readonly type: 'array'; readonly items: Items };
    },
  });
