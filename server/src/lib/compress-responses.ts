import compression from 'compression';
import { COMPRESS_THRESHOLD_BYTES } from '../http/prepared-response';

/**
 * gzip/brotli on the fly for answers built per request, above the size where it pays. Cached
 * answers carry their own compressed copies (prepared-response.ts) and do not go through this;
 * the reader's assets are served as precompressed files.
 */
export const compressResponses = compression({ threshold: COMPRESS_THRESHOLD_BYTES });
