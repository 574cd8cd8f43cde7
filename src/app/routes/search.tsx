// Search (seed 000 section 2).
import { SearchPage } from '../../features/search/search-page';

export function Component() {
  return <SearchPage />;
}
