/**
 * The Models and Materials tabs: browse's screen (filter panel and grid, reading q and f
 * from the URL) scoped to the brand.
 */
import { ModelsBrowser } from '../../browse';

export default function ItemsTab({
  ownerId,
  kind,
}: {
  ownerId: string;
  kind: 'models' | 'materials';
}) {
  return <ModelsBrowser scope={{ ownerId, kind }} />;
}
