/**
 * A ranking as a figure: bars of the largest (labels and counts) that switch to the whole
 * table (label, the id when the label is a title or a name, count) and its CSV.
 */
import { ChartCard } from './ChartCard';
import { RankChart } from './charts';

export interface RankEntry {
  label: string;
  /** The item's or brand's id, a column of its own in the table. */
  id?: string;
  count: number;
}

interface Props {
  id: string;
  title: string;
  hint?: string;
  fileName: string;
  /** The table's column names: the label's, the id's (when entries carry one), the count's. */
  columns: { label: string; id?: string; count: string };
  entries: RankEntry[];
  /** A link for an entry's label in the table. */
  linkOf?: (entry: RankEntry) => string;
}

export function RankFigure({ columns, entries, linkOf, ...card }: Props) {
  const withId = columns.id !== undefined;
  return (
    <ChartCard
      {...card}
      table={{
        header: [columns.label, ...(withId ? [columns.id!] : []), columns.count],
        rows: entries.map((e) => [e.label, ...(withId ? [e.id ?? ''] : []), e.count]),
        ...(linkOf && { linkOf: (row: number) => linkOf(entries[row]!) }),
      }}
      chart={
        <RankChart
          labels={entries.map((e) => e.label)}
          values={entries.map((e) => e.count)}
          label={columns.count}
        />
      }
    />
  );
}
