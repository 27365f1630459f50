/** Colours for the dialogue's speakers, each readable on the page in light and dark. */
export const SPEAKER_COLORS = ['indigo', 'teal', 'grape', 'orange'] as const;

export type SpeakerColor = (typeof SPEAKER_COLORS)[number];

/**
 * Gives each speaker a colour in order of first appearance, so the two voices of a dialogue
 * (SPEC.md §3) never share one; a fifth speaker starts the list again.
 */
export function assignSpeakerColors(speakers: readonly string[]): Map<string, SpeakerColor> {
  const colors = new Map<string, SpeakerColor>();
  for (const speaker of speakers) {
    if (!colors.has(speaker)) colors.set(speaker, SPEAKER_COLORS[colors.size % SPEAKER_COLORS.length]!);
  }
  return colors;
}
