import { SearchPage } from '../../features/search/components/search-page';

/** /search?q= (lazy: its own chunk), for everyone: visitors find titles and the gospel. */
export default function SearchRoute() {
  return <SearchPage />;
}
