// Proves docs/api-reference.md is what scripts/api-reference.ts writes from the route table now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@camino/schemas/api/routes';
import { API_REFERENCE_PATH, apiReference } from './api-reference';

describe('the API reference', () => {
  it('is what the route table says (run `npm run api-reference` after changing it)', () => {
    expect(readFileSync(API_REFERENCE_PATH, 'utf8')).toBe(apiReference());
  });

  it('has one line per route of the table', () => {
    const lines = apiReference()
      .split('\n')
      .filter((line) => /^\| (GET|POST|PUT|DELETE) \|/.test(line));
    expect(lines).toHaveLength(Object.keys(API_ROUTES).length);
  });
});
