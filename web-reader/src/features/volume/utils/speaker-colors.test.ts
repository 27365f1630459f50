import { describe, expect, it } from 'vitest';
import { assignSpeakerColors, SPEAKER_COLORS } from './speaker-colors';

describe('assignSpeakerColors', () => {
  it('gives the two voices of a dialogue distinct colours, stable for each name', () => {
    const colors = assignSpeakerColors(['Peregrino', 'Maestro', 'Peregrino', 'Maestro']);
    expect(colors.get('Peregrino')).toBe(SPEAKER_COLORS[0]);
    expect(colors.get('Maestro')).toBe(SPEAKER_COLORS[1]);
    expect(colors.size).toBe(2);
  });

  it('starts the list again after the last colour', () => {
    const colors = assignSpeakerColors(['a', 'b', 'c', 'd', 'e']);
    expect(colors.get('e')).toBe(SPEAKER_COLORS[0]);
  });
});
