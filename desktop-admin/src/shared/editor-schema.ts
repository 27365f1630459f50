/**
 * A schema as Monaco's JSON language takes it: `uri` (the schema's $id, so `$ref`s resolve),
 * the workspace files it applies to (globs, matched anywhere in the model's URI) and the schema.
 */
export interface EditorSchema {
  uri: string;
  fileMatch: string[];
  schema: Record<string, unknown>;
}
