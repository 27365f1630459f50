import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { newsBlockSchema } from './site-settings';

describe('the news block contract', () => {
  it("spells out the UI languages for a block's lang", () => {
    expect(newsBlockSchema.properties.lang.enum).toEqual(LANGUAGES);
  });
});
