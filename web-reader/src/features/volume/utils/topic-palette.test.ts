import { describe, expect, it } from 'vitest';
import { TOPIC_PALETTE, topicColor } from './topic-palette';

describe('topic chip palette (SPEC.md §9)', () => {
  it('has six distinct colours', () => {
    expect(TOPIC_PALETTE).toHaveLength(6);
    expect(new Set(TOPIC_PALETTE).size).toBe(6);
  });

  it('cycles through them in order', () => {
    const colours = Array.from({ length: 14 }, (_, i) => topicColor(i));
    expect(colours.slice(0, 6)).toEqual([...TOPIC_PALETTE]);
    expect(colours.slice(6, 12)).toEqual([...TOPIC_PALETTE]);
    expect(colours[12]).toBe(TOPIC_PALETTE[0]);
    expect(colours[13]).toBe(TOPIC_PALETTE[1]);
  });
});
