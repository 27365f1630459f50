import type { FromSchema } from 'json-schema-to-ts';
import { closedObject } from './schema-builders';

/** Counts of members' data of one kind of outcome, and how many members they belong to. */
const memberDataCountsSchema = closedObject({
  required: ['notes', 'marks', 'positions', 'members'],
  properties: {
    notes: { type: 'integer', minimum: 0 },
    marks: { type: 'integer', minimum: 0, description: 'Watched marks.' },
    positions: { type: 'integer', minimum: 0, description: 'Last-chapter pointers.' },
    members: { type: 'integer', minimum: 0 },
  },
});

/**
 * What a playlist change did to members' data in one volume (schemas/README.md, Chapter
 * identity): `moved` went with its chapter to a new index (or back into the playlist);
 * `unpublished` belongs to chapters the playlist no longer has, kept and listed to its owners.
 */
export const playlistImpactSchema = closedObject({
  required: ['volume_number', 'moved', 'unpublished'],
  properties: {
    volume_number: { type: 'integer', minimum: 1 },
    moved: memberDataCountsSchema,
    unpublished: memberDataCountsSchema,
  },
});

/** The member-data impact of one volume's playlist change. */
export type PlaylistImpact = FromSchema<typeof playlistImpactSchema>;
