import { PAGE_SIZE_DEFAULT, type PageQuery } from '@camino/schemas/api/common';

/** The page a checked `?offset=&limit=` asks for: from the start, PAGE_SIZE_DEFAULT rows, unless told. */
export const pageOf = ({
  offset = 0,
  limit = PAGE_SIZE_DEFAULT,
}: PageQuery): { offset: number; limit: number } => ({
  offset,
  limit,
});
