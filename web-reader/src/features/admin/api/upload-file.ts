import type { API_ROUTES, ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import { unwrapContent } from '@camino/schemas/content-encoding';
import { apiPath } from '@camino/schemas/api/paths';
import { API_BASE, expireSession } from '../../../lib/api-client';
import { errorFromResponse, NetworkError } from '../../../lib/api-errors';
import { getSession } from '../../../lib/session';

/** The routes that take one file as multipart/form-data (`upload` in the contract). */
export type UploadRouteKey = {
  [K in ApiRouteKey]: (typeof API_ROUTES)[K] extends { upload: object } ? K : never;
}[ApiRouteKey];

export interface UploadOptions {
  /** The multipart field; the admin API reads `file`. */
  field?: string;
  /** 0–1 while the body is sent (the browser's upload progress). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Ask for the dry run (`?dry_run=1`): validated and compared, nothing stored. */
  dryRun?: boolean;
  /** A ZIP upload: publish its valid files even though some are refused (`?valid_only=1`). */
  validOnly?: boolean;
}

/**
 * POSTs one file as multipart/form-data to an admin upload route. XMLHttpRequest rather than
 * fetch because only it reports upload progress; errors are the same typed errors as
 * apiCall's (the server's `detail` included) and a 401 expires the session the same way.
 */
export function uploadFile<K extends UploadRouteKey>(
  route: K,
  file: File,
  options: UploadOptions = {},
): Promise<ApiResponse<K>> {
  const token = getSession()?.authToken;
  const form = new FormData();
  form.append(options.field ?? 'file', file, file.name);

  return new Promise<ApiResponse<K>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const flags = [options.dryRun && 'dry_run=1', options.validOnly && 'valid_only=1'].filter(Boolean);
    const query = flags.length > 0 ? `?${flags.join('&')}` : '';
    request.open('POST', `${API_BASE}${apiPath<UploadRouteKey>(route, {})}${query}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(unwrapContent(body) as ApiResponse<K>);
        return;
      }
      if (request.status === 401 && token) expireSession(token);
      reject(errorFromResponse(request.status, body, request.getResponseHeader('Retry-After')));
    };
    request.onerror = () => reject(new NetworkError(new Error('upload failed')));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
