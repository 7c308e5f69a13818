/**
 * The Models and Materials tabs: browse's screen (filter panel and grid, reading q and f
 * from the URL) scoped to the brand; a query's words match in the brand's languages right
 * after the UI's.
 */
import { ModelsBrowser } from '../../browse';

export default function ItemsTab({
  ownerId,
  kind,
  brandLanguages,
}: {
  ownerId: string;
  kind: 'models' | 'materials';
  /** The languages the brand's own texts are written in (its words match there next). */
  brandLanguages: string[];
}) {
  return <ModelsBrowser scope={{ ownerId, kind, brandLanguages }} />;
}
