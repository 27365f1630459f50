import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { CONTENT_KINDS, kindLabelKey } from './labels';

describe('kindLabelKey', () => {
  it('names every content kind a revision may carry, in both catalogues', () => {
    for (const kind of CONTENT_KINDS) {
      const key = kindLabelKey(kind) as keyof typeof en | null;
      expect(key, kind).not.toBeNull();
      expect(en[key!], kind).toBeTruthy();
      expect(es[key!], kind).toBeTruthy();
    }
  });
});
