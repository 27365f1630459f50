import type { Knex } from 'knex';

/** How many member-data generations there are (a member's is `member:<id % MEMBER_BUCKETS>`). */
const MEMBER_BUCKETS = 256;

const rows = () => [
  { name: 'accounts', generation: 0 },
  ...Array.from({ length: MEMBER_BUCKETS }, (_, bucket) => ({ name: `member:${bucket}`, generation: 0 })),
];

export async function up(knex: Knex): Promise<void> {
  // 'accounts' is raised with every change that revokes or alters access (deletion, password reset,
  // role, activation); 'member:<n>' with every watched mark or last chapter of the members in
  // bucket n. Each server's account and member-data caches poll them (see shared-generations.ts).
  // The rows exist before any write, so raising one is a plain UPDATE (as for 'content').
  await knex('cache_generations').insert(rows());
}

export async function down(knex: Knex): Promise<void> {
  await knex('cache_generations')
    .whereIn(
      'name',
      rows().map((r) => r.name),
    )
    .delete();
}
