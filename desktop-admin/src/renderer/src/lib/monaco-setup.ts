import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/markdown/register';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import type { EditorSchema } from '../../../shared/editor-schema';

/**
 * Monaco is bundled with the app (no CDN: the CSP allows only the app's own scripts). Its
 * workers are Vite `?worker` chunks; only the JSON language needs its own worker.
 */
self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
loader.config({ monaco });

/** Every model's URI starts here, so the schemas' file globs match workspace paths. */
export const MODEL_ROOT = 'inmemory://camino/';

/** The model URI of a workspace file. */
export const modelPath = (path: string) => `${MODEL_ROOT}${path}`;

/**
 * Turns on live validation against the shared schemas (sent by main): JSON syntax and schema
 * problems show as errors while typing, with the same pointers the problems panel reports.
 */
export function configureJsonSchemas(schemas: EditorSchema[]): void {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: 'error',
    comments: 'error',
    enableSchemaRequest: false,
    schemaValidation: 'error',
    schemaRequest: 'ignore',
    schemas,
  });
}

export { monaco };
