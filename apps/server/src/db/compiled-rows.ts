import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What drizzle's prepared select keeps of its columns: each one's path in the row object and its field. */
interface SelectedField {
  path: string[];
  field: unknown;
}
/** The parts of drizzle's prepared query (node-postgres and PGlite alike) that its row mapping reads. */
interface DrizzlePreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** An SQL fragment's decoder (drizzle keeps it internal): `.mapWith()` sets it. */
const decoderOfSql = (fragment: SQL) => (fragment as unknown as { decoder: Decoder }).decoder;

/** The decoder drizzle's mapResultRow gives a field: the column itself, or its SQL's. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * drizzle's mapResultRow with its decisions taken once per statement instead of on every value of every row:
 * which decoder a column has (drizzle asks `is()` of each, walking the class chain of every SQL column) and
 * where it goes. On a manager's page of approvals that mapping was 8 % of the server's time. Nested objects of
 * a left-joined table become null as drizzle makes them: when their first column of a table is null, all their
 * columns come from that table, and the join may miss. Selections nest one level at most (compiledRows).
 */
function rowMapper(fields: readonly SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined): (rows: unknown[][]) => Record<string, unknown>[] {
  const columns = fields.map(({ path, field }) => ({ key: path[0]!, inner: path.length === 2 ? path[1]! : undefined, decoder: decoderOf(field) }));
  // Objects that may become null: each nested object's first column of a table, if all its table columns share that table.
  const nullable: { key: string; column: number }[] = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { column: number; table: string | false }>();
    fields.forEach(({ path, field }, column) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = objects.get(path[0]!);
      if (!seen) objects.set(path[0]!, { column, table });
      else if (seen.table !== table) seen.table = false;
    });
    for (const [key, { column, table }] of objects) if (table !== false && !joinsNotNullableMap[table]) nullable.push({ key, column });
  }
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { key, inner, decoder } = columns[i]!;
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (inner === undefined) result[key] = value;
      else ((result[key] ??= {}) as Record<string, unknown>)[inner] = value;
    }
    for (const { key, column } of nullable) if (row[column] === null) result[key] = null;
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/**
 * A prepared select of drizzle's whose rows are mapped by rowMapper, for the statements read on every request.
 * Should drizzle's prepared query ever lack these parts, or nest deeper, it keeps its own mapping (the test of
 * this file fails for the first).
 */
export function compiledRows<Q>(query: Q): Q {
  const prepared = query as DrizzlePreparedSelect;
  const flat = prepared.fields?.every((f) => f.path.length <= 2);
  if (prepared.fields && flat && !prepared.customResultMapper) prepared.customResultMapper = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
  return query;
}
