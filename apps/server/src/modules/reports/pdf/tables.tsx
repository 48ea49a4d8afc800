/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/**
 * Tables of the report. The header row is `fixed`, so when a table breaks across pages @react-pdf repeats
 * it at the top of each page the table continues on; rows never split (`wrap={false}`), nor do short tables.
 */
import { Text, View } from '@react-pdf/renderer';
import type { ReactElement, ReactNode } from 'react';
import { formatAud } from '@rlc/shared';
import type { ReportModel, SummarySection } from './report-model.ts';
import { optionLabel } from './labels.ts';
import { styles } from './theme.ts';

export interface Column {
  header: string;
  /** Relative width. */
  flex: number;
  align?: 'left' | 'right';
}

/** A row: one cell per column; `total` rows are bold and ruled above. */
export interface TableRow {
  cells: ReactNode[];
  total?: boolean;
  /** A full-width band (a section heading inside the table). */
  band?: string;
}

/**
 * A table of at most this many rows moves whole to the next page rather than break: split, it left one row
 * alone on an otherwise empty page (the demo's exit entitlements, 2026-11-26).
 */
export const KEEP_WHOLE_ROWS = 6;

export function Table({ columns, rows }: { columns: Column[]; rows: TableRow[] }): ReactElement {
  return (
    <View style={styles.table} wrap={rows.length > KEEP_WHOLE_ROWS}>
      <View style={styles.thead} fixed>
        {columns.map((c, i) => (
          <Text key={i} style={[styles.th, { flex: c.flex }, c.align === 'right' ? styles.num : {}]}>
            {c.header}
          </Text>
        ))}
      </View>
      {rows.map((row, r) =>
        row.band !== undefined ? (
          // A band stays with the row after it (minPresenceAhead) so a heading is never orphaned at a page foot.
          <View key={r} style={styles.sectionRow} wrap={false} minPresenceAhead={40}>
            <Text>{row.band}</Text>
          </View>
        ) : (
          <View key={r} style={row.total ? styles.trTotal : styles.tr} wrap={false}>
            {columns.map((c, i) => (
              <View key={i} style={[styles.td, { flex: c.flex }]}>
                {typeof row.cells[i] === 'string' || typeof row.cells[i] === 'number' ? (
                  <Text style={c.align === 'right' ? styles.num : {}}>{row.cells[i]}</Text>
                ) : (
                  row.cells[i]
                )}
              </View>
            ))}
          </View>
        ),
      )}
    </View>
  );
}

/** Whole dollars, or a dash for "not applicable". */
export const money = (v: number | null | undefined): string =>
  v === null || v === undefined ? '-' : formatAud(v, { whole: true });

/** A money cell with, underneath in small grey text, its amount a fortnight (with cents) or its present value. */
function MoneyCell({
  nominal,
  presentValue,
  perFortnight,
}: {
  nominal: number | null;
  presentValue: number | null;
  perFortnight: number | null;
}): ReactElement {
  return (
    <View>
      <Text style={styles.num}>{money(nominal)}</Text>
      {perFortnight !== null && (
        <Text style={[styles.num, styles.small]}>{formatAud(perFortnight)} a fortnight</Text>
      )}
      {presentValue !== null && <Text style={[styles.num, styles.small]}>PV {money(presentValue)}</Text>}
    </View>
  );
}

/** The comparison table (design §4.5): sections as bands, rows × option columns, nominal with PV below. */
export function SummaryTable({
  model,
  sections,
}: {
  model: ReportModel;
  sections: SummarySection[];
}): ReactElement {
  const columns: Column[] = [
    { header: '', flex: 2.1 },
    ...model.options.map((o) => ({ header: optionLabel(model, o.id), flex: 1.25, align: 'right' as const })),
  ];
  const rows: TableRow[] = sections.flatMap((section) => [
    { cells: [], band: section.title },
    ...section.rows.map((row) => ({
      total: row.total,
      cells: [
        // The rows shown a fortnight are the Age Pension and Rent Assistance: a couple's are the two partners' together.
        model.couple && row.perFortnight ? `${row.label} (both of you)` : row.label,
        ...model.options.map((_, i) => (
          <MoneyCell
            key={i}
            nominal={row.nominal[i] ?? null}
            presentValue={row.presentValue?.[i] ?? null}
            perFortnight={row.perFortnight?.[i] ?? null}
          />
        )),
      ],
    })),
  ]);
  return <Table columns={columns} rows={rows} />;
}
