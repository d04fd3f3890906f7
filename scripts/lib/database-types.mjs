// @ts-check
// The `Database` type of a PostgreSQL schema, in the shape `supabase gen types typescript` writes
// (Tables Row/Insert/Update/Relationships, Views, Functions Args/Returns, Enums, CompositeTypes,
// the Tables<>/TablesInsert<>/... helpers and Constants), read from pg_catalog. Ours, so that
// `npm run db:types` needs no Docker and no server: see docs/decisions/0029-types-from-the-database.md.
import prettier from 'prettier';

/** @typedef {import('pg').ClientBase} Client */

/**
 * @typedef {object} Column
 * @property {string} name
 * @property {string} type TypeScript type, without `| null`
 * @property {boolean} nullable
 * @property {boolean} hasDefault default, identity or serial: optional on insert
 * @property {boolean} generated generated always: never written
 */

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'name',
  'char',
]);

/** @param {string} name */
const quote = (name) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));
/** @param {string} a @param {string} b */
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * pg_type facts for every type the schema uses, so a type oid can be written as TypeScript.
 * @param {Client} client
 */
async function loadTypes(client) {
  const { rows } = await client.query(`
    select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as kind,
           t.typelem::int as elem, t.typbasetype::int as base, t.typcategory as category,
           t.typrelid::int as relid,
           coalesce((select array_agg(e.enumlabel order by e.enumsortorder)
                     from pg_enum e where e.enumtypid = t.oid), '{}') as labels
    from pg_type t join pg_namespace n on n.oid = t.typnamespace`);
  /** @type {Map<number, any>} */
  const types = new Map();
  for (const row of rows) types.set(row.oid, row);
  return types;
}

/**
 * @param {Client} client
 * @param {string[]} schemas
 */
async function loadRelations(client, schemas) {
  const { rows } = await client.query(
    `
    select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relkind as kind,
           c.reltype::int as reltype,
           pg_relation_is_updatable(c.oid, false) as updatable_events
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
    order by c.relname`,
    [schemas],
  );
  return rows;
}

/** @param {Client} client @param {number[]} relids */
async function loadColumns(client, relids) {
  const { rows } = await client.query(
    `
    select a.attrelid::int as relid, a.attname as name, a.atttypid::int as type,
           a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as identity,
           a.attgenerated as generated
    from pg_attribute a
    where a.attrelid = any($1) and a.attnum > 0 and not a.attisdropped
    order by a.attnum`,
    [relids],
  );
  return rows;
}

/** @param {Client} client @param {string[]} schemas */
async function loadForeignKeys(client, schemas) {
  const { rows } = await client.query(
    `
    select con.conname as name, src.relname as source, con.conrelid::int as source_oid,
           tn.nspname as target_schema, tgt.relname as target,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
                 order by k.i) as columns,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
                 order by k.i) as referenced_columns,
           exists (select 1 from pg_constraint u
                   where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                     and u.conkey @> con.conkey and u.conkey <@ con.conkey) as one_to_one
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_namespace sn on sn.oid = src.relnamespace
    join pg_class tgt on tgt.oid = con.confrelid
    join pg_namespace tn on tn.oid = tgt.relnamespace
    where con.contype = 'f' and sn.nspname = any($1)`,
    [schemas],
  );
  return rows;
}

/** @param {Client} client @param {string[]} schemas */
async function loadFunctions(client, schemas) {
  const { rows } = await client.query(
    `
    select n.nspname as schema, p.proname as name, p.proretset as returns_set,
           p.prorettype::int as return_type, p.pronargs as nargs, p.pronargdefaults as ndefaults,
           p.proargtypes::int[] as in_types,
           p.proallargtypes::int[] as all_types, p.proargmodes::text[] as modes,
           p.proargnames as arg_names
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = any($1) and p.prokind = 'f'
      and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
    order by p.proname, p.oid`,
    [schemas],
  );
  return rows;
}

/**
 * Writes the `Database` type of `schemas` (default public) from a connected client.
 * @param {Client} client a connection that can read pg_catalog (any role can)
 * @param {{ schemas?: string[], postgrestVersion?: string }} [options]
 * @returns {Promise<string>} the file's text, formatted with the project's Prettier settings
 */
export async function generateDatabaseTypes(client, options = {}) {
  const schemas = options.schemas ?? ['public'];
  const types = await loadTypes(client);
  const relations = await loadRelations(client, schemas);
  const columnRows = await loadColumns(
    client,
    relations.map((r) => r.oid),
  );
  const foreignKeys = await loadForeignKeys(client, schemas);
  const functions = await loadFunctions(client, schemas);

  /** @type {Map<number, Column[]>} */
  const columnsOf = new Map();
  /** @type {Map<number, any>} relation by its row type oid */
  const relationByRowType = new Map(relations.map((r) => [r.reltype, r]));
  const relationByOid = new Map(relations.map((r) => [r.oid, r]));

  /**
   * @param {number} oid
   * @returns {string}
   */
  function tsType(oid) {
    const type = types.get(oid);
    if (!type) return 'unknown';
    if (type.name === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(type.name)) return 'number';
    if (STRING_TYPES.has(type.name)) return 'string';
    if (type.name === 'json' || type.name === 'jsonb') return 'Json';
    if (type.name === 'void') return 'undefined';
    if (type.name === 'record') return 'Record<string, unknown>';
    if (type.category === 'A' && type.elem) return `${tsType(type.elem)}[]`;
    if (type.kind === 'd' && type.base) return tsType(type.base);
    if (type.kind === 'e' && schemas.includes(type.schema)) {
      return `Database[${JSON.stringify(type.schema)}]["Enums"][${JSON.stringify(type.name)}]`;
    }
    if (type.kind === 'e')
      return type.labels.map((/** @type {string} */ l) => JSON.stringify(l)).join(' | ');
    if (type.kind === 'c' && schemas.includes(type.schema)) {
      const relation = relationByRowType.get(oid);
      if (relation) return objectOf(columnsOf.get(relation.oid) ?? [], 'row');
      return `Database[${JSON.stringify(type.schema)}]["CompositeTypes"][${JSON.stringify(type.name)}]`;
    }
    return 'unknown';
  }

  for (const row of columnRows) {
    const relation = relationByOid.get(row.relid);
    const isView = relation && (relation.kind === 'v' || relation.kind === 'm');
    const list = columnsOf.get(row.relid) ?? [];
    list.push({
      name: row.name,
      type: tsType(row.type),
      // A view's columns carry no not-null facts: every one may be null (as the CLI writes).
      nullable: isView ? true : !row.not_null,
      hasDefault: row.has_default || row.identity !== '',
      generated: row.generated === 's' || row.identity === 'a',
    });
    columnsOf.set(row.relid, list);
  }
  for (const list of columnsOf.values()) list.sort((a, b) => byName(a.name, b.name));

  /**
   * @param {Column[]} columns
   * @param {'row' | 'insert' | 'update'} mode
   */
  function objectOf(columns, mode) {
    const fields = columns.map((column) => {
      const type = column.nullable ? `${column.type} | null` : column.type;
      if (mode === 'row') return `${quote(column.name)}: ${type}`;
      if (column.generated) return `${quote(column.name)}?: never`;
      const optional = mode === 'update' || column.nullable || column.hasDefault;
      return `${quote(column.name)}${optional ? '?' : ''}: ${type}`;
    });
    return `{ ${fields.join('; ')} }`;
  }

  /** @param {any} relation */
  function relationshipsOf(relation) {
    const list = foreignKeys
      .filter((fk) => fk.source_oid === relation.oid && schemas.includes(fk.target_schema))
      .sort((a, b) => byName(a.name, b.name) || byName(a.target, b.target))
      .map(
        (fk) =>
          `{ foreignKeyName: ${JSON.stringify(fk.name)}; columns: ${JSON.stringify(fk.columns)}; ` +
          `isOneToOne: ${fk.one_to_one}; referencedRelation: ${JSON.stringify(fk.target)}; ` +
          `referencedColumns: ${JSON.stringify(fk.referenced_columns)} }`,
      );
    return `[${list.join(', ')}]`;
  }

  /** @param {any} fn */
  function functionOf(fn) {
    const allTypes = fn.all_types ?? fn.in_types;
    const modes = fn.modes ?? allTypes.map(() => 'i');
    const names = fn.arg_names ?? [];
    /** @type {{ name: string, type: string, optional: boolean }[]} */
    const args = [];
    /** @type {{ name: string, type: string }[]} */
    const tableColumns = [];
    let inputIndex = 0;
    allTypes.forEach((/** @type {number} */ oid, /** @type {number} */ i) => {
      const mode = modes[i];
      const name = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        const optional = inputIndex >= fn.nargs - fn.ndefaults;
        args.push({ name, type: tsType(oid), optional });
        inputIndex += 1;
      }
      if (mode === 't') tableColumns.push({ name, type: tsType(oid) });
    });
    const argsType =
      args.length === 0
        ? 'never'
        : `{ ${args
            .sort((a, b) => byName(a.name, b.name))
            .map((a) => `${quote(a.name)}${a.optional ? '?' : ''}: ${a.type}`)
            .join('; ')} }`;
    let returns;
    if (tableColumns.length > 0) {
      returns = `{ ${tableColumns
        .sort((a, b) => byName(a.name, b.name))
        .map((c) => `${quote(c.name)}: ${c.type}`)
        .join('; ')} }[]`;
    } else {
      returns = tsType(fn.return_type);
      if (fn.returns_set)
        returns = `${/[|{]/.test(returns) && !returns.startsWith('{') ? `(${returns})` : returns}[]`;
    }
    return `{ Args: ${argsType}; Returns: ${returns} }`;
  }

  const sections = schemas.map((schema) => {
    const inSchema = relations.filter((r) => r.schema === schema);
    const tables = inSchema
      .filter((r) => r.kind === 'r' || r.kind === 'p' || r.kind === 'f')
      .map((r) => {
        const columns = columnsOf.get(r.oid) ?? [];
        return `${quote(r.name)}: { Row: ${objectOf(columns, 'row')}; Insert: ${objectOf(columns, 'insert')}; Update: ${objectOf(columns, 'update')}; Relationships: ${relationshipsOf(r)} }`;
      });
    const views = inSchema
      .filter((r) => r.kind === 'v' || r.kind === 'm')
      .map((r) => {
        const columns = columnsOf.get(r.oid) ?? [];
        // pg_relation_is_updatable: bit 3 insert, bit 2 update (as the CLI's is_updatable).
        const writable = (r.updatable_events & 0b1100) === 0b1100;
        const writes = writable
          ? ` Insert: ${objectOf(columns, 'insert')}; Update: ${objectOf(columns, 'update')};`
          : '';
        return `${quote(r.name)}: { Row: ${objectOf(columns, 'row')};${writes} Relationships: ${relationshipsOf(r)} }`;
      });
    /** @type {Map<string, string[]>} */
    const overloads = new Map();
    for (const fn of functions.filter((f) => f.schema === schema)) {
      const list = overloads.get(fn.name) ?? [];
      list.push(functionOf(fn));
      overloads.set(fn.name, list);
    }
    const fns = [...overloads].map(([name, variants]) => `${quote(name)}: ${variants.join(' | ')}`);
    const schemaTypes = [...types.values()].filter((t) => t.schema === schema);
    const enums = schemaTypes
      .filter((t) => t.kind === 'e')
      .sort((a, b) => byName(a.name, b.name))
      .map(
        (t) =>
          `${quote(t.name)}: ${t.labels.map((/** @type {string} */ l) => JSON.stringify(l)).join(' | ')}`,
      );
    const composites = schemaTypes
      .filter((t) => t.kind === 'c' && !relationByRowType.has(t.oid))
      .sort((a, b) => byName(a.name, b.name))
      .map((t) => {
        const fields = (columnsOf.get(t.relid) ?? []).map(
          (c) => `${quote(c.name)}: ${c.nullable ? `${c.type} | null` : c.type}`,
        );
        return `${quote(t.name)}: { ${fields.join('; ')} }`;
      });
    /** @param {string[]} entries */
    const block = (entries) =>
      entries.length ? `{ ${entries.join('; ')} }` : '{ [_ in never]: never }';
    const enumConstants = schemaTypes
      .filter((t) => t.kind === 'e')
      .sort((a, b) => byName(a.name, b.name))
      .map((t) => `${quote(t.name)}: ${JSON.stringify(t.labels)}`);
    return {
      type: `${quote(schema)}: { Tables: ${block(tables)}; Views: ${block(views)}; Functions: ${block(fns)}; Enums: ${block(enums)}; CompositeTypes: ${block(composites)} }`,
      constants: `${quote(schema)}: { Enums: { ${enumConstants.join(', ')} } }`,
    };
  });

  const text = `// Generated by \`npm run db:types\` from the migrations (scripts/db-types.mjs): do not edit.
// The shape of \`supabase gen types typescript\`; tests/integration/database-types.test.ts fails
// when this file no longer matches the migrations.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: { PostgrestVersion: ${JSON.stringify(options.postgrestVersion ?? '12')} };
  ${sections.map((s) => s.type).join(';\n  ')}
};

${HELPERS}

export const Constants = { ${sections.map((s) => s.constants).join(', ')} } as const;
`;
  const config =
    (await prettier.resolveConfig(new URL('../../src/lib/database.types.ts', import.meta.url))) ??
    {};
  return prettier.format(text, { ...config, parser: 'typescript' });
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;`;
