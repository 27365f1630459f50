import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import type { PackIssue, UploadStep } from '../../shared/server-types';
import { translationDocument } from './translation-place';
import { baseName, PACKED_DIR } from './workspace-layout';
import type { LoadedWorkspace } from './workspace-service';
import { contentKeys } from './workspace-state';

/** A step's request: a file (a packed ZIP, a file's own text) or a JSON body. */
type StepRequest =
  | {
      kind: 'file';
      file: { name: string; data: Uint8Array | string; mimeType: string };
      sources: Record<string, string> | null;
    }
  | { kind: 'body'; body: unknown; sources: null };

/**
 * What one step sends, read once at dry-run time: the same bytes go to the server's dry run and,
 * if the admin chooses the step, to the real upload. A ZIP step sends the file Pack wrote to
 * `packed/`, never a ZIP rebuilt here. `sources` maps a ZIP entry's name to its workspace path
 * (the server's report names entries); `keys` holds the gospel dates and theme titles of the
 * step's files as sent, which a successful upload records (workspace-state.ts), so the upload
 * reads nothing of the workspace but the step's own files.
 */
export type StepPayload = StepRequest & { keys: Record<string, string[] | undefined> };

type RequestOutcome = { ok: true; payload: StepRequest } | { ok: false; pack: PackIssue };
export type PayloadOutcome = { ok: true; payload: StepPayload } | { ok: false; pack: PackIssue };

const isZipStep = (kind: UploadStep['kind']) =>
  kind === 'main-zip' || kind === 'optional-zip' || kind === 'temas-zip';

/**
 * The packed ZIP of a step when it holds exactly the step's files, byte for byte (entries at its
 * root, named by base name); otherwise why not: never packed, or packed before a file changed,
 * was added or was removed.
 */
async function packedZip(step: UploadStep, workspace: LoadedWorkspace): Promise<RequestOutcome> {
  const issue = (state: PackIssue['state'], file?: string): RequestOutcome => ({
    ok: false,
    pack: { state, volume: step.volume, ...(file ? { file } : {}) },
  });
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path.join(workspace.root, PACKED_DIR, step.label));
  } catch {
    return issue('missing');
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return issue('stale', `${PACKED_DIR}/${step.label}`);
  }
  const texts = new Map(workspace.texts.map((t) => [t.path, t.text]));
  const sources: Record<string, string> = {};
  for (const file of Object.keys(step.hashes)) sources[baseName(file)] = file;
  const entries = Object.values(zip.files).filter((e) => !e.dir);
  for (const entry of entries) {
    if (!(entry.name in sources)) return issue('stale', entry.name);
  }
  for (const [name, file] of Object.entries(sources)) {
    const entry = zip.file(name);
    if (!entry || (await entry.async('string')) !== texts.get(file)) return issue('stale', file);
  }
  return {
    ok: true,
    payload: { kind: 'file', file: { name: step.label, data: bytes, mimeType: 'application/zip' }, sources },
  };
}

/** A step's request: a packed ZIP, a file's own text (playlist, gospel) or a JSON body. */
async function stepRequest(step: UploadStep, workspace: LoadedWorkspace): Promise<RequestOutcome> {
  if (isZipStep(step.kind)) return packedZip(step, workspace);
  const text = new Map(workspace.texts.map((t) => [t.path, t.text]));
  const first = text.get(Object.keys(step.hashes)[0] ?? '') ?? '';
  const body = (value: unknown): RequestOutcome => ({
    ok: true,
    payload: { kind: 'body', body: value, sources: null },
  });
  switch (step.kind) {
    case 'about':
      return body({ content: first });
    case 'news':
    case 'image':
    case 'path':
      return body(JSON.parse(first));
    case 'button-evangelio':
      return body((JSON.parse(first) as Record<string, unknown>).evangelio);
    case 'button-topics':
      return body((JSON.parse(first) as Record<string, unknown>).topics);
    case 'translation': {
      const { kind, key, lang } = step.translation!;
      return body({ kind, key, lang, content: translationDocument(kind, first) });
    }
    case 'delete-gospel':
      return body({ dates: step.deletes ?? [] });
    case 'delete-tema':
    case 'delete-main-file':
    case 'delete-optional-file':
      return body(null);
    default:
      return {
        ok: true,
        payload: {
          kind: 'file',
          file: { name: step.label, data: first, mimeType: 'application/json' },
          sources: null,
        },
      };
  }
}

/** A step's payload: its request, and the content keys of the files it sends. */
export async function stepPayload(step: UploadStep, workspace: LoadedWorkspace): Promise<PayloadOutcome> {
  const request = await stepRequest(step, workspace);
  if (!request.ok) return request;
  const text = new Map(workspace.texts.map((t) => [t.path, t.text]));
  const keys = Object.fromEntries(
    Object.keys(step.hashes).map((file) => [file, contentKeys(file, text.get(file) ?? '')]),
  );
  return { ok: true, payload: { ...request.payload, keys } };
}
