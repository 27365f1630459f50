/** The six colours topic chips cycle through (SPEC.md §9), all with AA contrast in both schemes. */
export const TOPIC_PALETTE = ['indigo', 'teal', 'grape', 'orange', 'cyan', 'pink'] as const;

export type TopicColor = (typeof TOPIC_PALETTE)[number];

/** The colour of the chip at `position`: the palette in order, then again from the start. */
export const topicColor = (position: number): TopicColor =>
  TOPIC_PALETTE[((position % TOPIC_PALETTE.length) + TOPIC_PALETTE.length) % TOPIC_PALETTE.length]!;
