import { describe, expect, it } from 'vitest';
import { parseChapterFileName } from './chapter-file-name';
import { VOLUME_COUNT } from './constants';
import {
  chapterFileName,
  chapterZipName,
  parseChapterZipName,
  parsePlaylistFileName,
  parseVolumeName,
  playlistFileName,
  workspacePaths,
} from './file-naming';

describe('file naming', () => {
  it('names chapter ZIPs and reads them back, in any case', () => {
    expect(chapterZipName('main', 3)).toBe('Vol_3_main.zip');
    expect(chapterZipName('optional', 36)).toBe('Vol_36_optional.zip');
    expect(parseChapterZipName('Vol_3_main.zip')).toEqual({ kind: 'main', volume: 3 });
    expect(parseChapterZipName('vol_12_OPTIONAL.ZIP')).toEqual({ kind: 'optional', volume: 12 });
  });

  it(`refuses ZIP names out of the range 1 to ${VOLUME_COUNT} or of another shape`, () => {
    for (const name of [
      'Vol_0_main.zip',
      `Vol_${VOLUME_COUNT + 1}_main.zip`,
      'Vol_3_extra.zip',
      'Vol_3_main.json',
      'x.zip',
    ])
      expect(parseChapterZipName(name)).toBeNull();
  });

  it('names chapter files as parseChapterFileName reads them', () => {
    expect(chapterFileName('main', 2, 7)).toBe('2-7.json');
    expect(chapterFileName('optional', 2, 7)).toBe('2-7_o.json');
    expect(parseChapterFileName(chapterFileName('optional', 2, 7))).toEqual({
      volume: 2,
      index: 7,
      kind: 'optional',
    });
  });

  it('names playlists and volume folders Vol_{n}', () => {
    expect(playlistFileName(5)).toBe('Vol_5.json');
    expect(parsePlaylistFileName('Vol_5.json')).toBe(5);
    expect(parsePlaylistFileName('Vol_05.json')).toBeNull();
    expect(parsePlaylistFileName(`Vol_${VOLUME_COUNT + 1}.json`)).toBeNull();
    expect(parseVolumeName('Vol_9')).toBe(9);
    expect(parseVolumeName('Vol_9.json')).toBeNull();
  });

  it('gives the workspace paths of the desktop layout', () => {
    expect(workspacePaths.playlist(1)).toBe('playlists/Vol_1.json');
    expect(workspacePaths.chapter('main', 1, 2)).toBe('main/Vol_1/1-2.json');
    expect(workspacePaths.chapter('optional', 1, 2)).toBe('optional/Vol_1/1-2_o.json');
  });
});
