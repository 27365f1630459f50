import { describe, expect, it } from 'vitest';
import { shownTranslation } from './translation-state';

const local = (status: 'missing' | 'current' | 'stale') => ({
  lang: 'en' as const,
  path: 'about.en.md',
  status,
});

describe('a translation as the window shows it', () => {
  it("is the server's status when connected and the server holds it, else the workspace's", () => {
    expect(shownTranslation(local('current'), { en: 'stale' })).toMatchObject({
      status: 'stale',
      where: 'server',
    });
    expect(shownTranslation(local('stale'), { en: 'current' })).toMatchObject({
      status: 'current',
      where: 'server',
    });
    // Not published yet, or not connected: what the workspace recorded.
    expect(shownTranslation(local('current'), { en: 'missing' })).toMatchObject({
      status: 'current',
      where: 'local',
    });
    expect(shownTranslation(local('stale'), undefined)).toMatchObject({ status: 'stale', where: 'local' });
    // No file here: missing, whatever the server holds.
    expect(shownTranslation(local('missing'), { en: 'current' })).toMatchObject({ status: 'missing' });
  });
});
