// @ts-check
// The schema of a database as a set of named facts read from pg_catalog, so that two databases
// (one built from supabase/migrations, one from supabase/schemas) can be compared object by
// object, and a difference named exactly: "function public.submit_answer(uuid, text) differs
// (definition)", "policy "x" on public.comments only in migrations".
//
// Covered: schemas, extensions, types, tables and their columns, views, sequences, constraints,
// indexes, triggers, row-level security and policies, functions, grants (table, column,
// function, schema, sequence, type), default privileges, ownership and comments, in every schema
// but PostgreSQL's own. Objects that belong to an extension are left out (the extension is
// compared by name, schema and version). Role settings are cluster-wide, not per database, and
// are not compared here.

const SYSTEM = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

/** objects that an extension owns: not compared one by one */
const NOT_EXTENSION = (/** @type {string} */ classTable, /** @type {string} */ oid) =>
  `not exists (select 1 from pg_depend d where d.classid = '${classTable}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

/** @type {{ kind: string, sql: string }[]} */
const QUERIES = [
  {
    kind: 'schema',
    sql: `select 'schema ' || quote_ident(n.nspname) as key,
            jsonb_build_object('owner', pg_get_userbyid(n.nspowner), 'acl', n.nspacl::text[],
              'comment', obj_description(n.oid, 'pg_namespace')) as value
          from pg_namespace n where ${SYSTEM}`,
  },
  {
    kind: 'extension',
    sql: `select 'extension ' || quote_ident(e.extname) as key,
            jsonb_build_object('schema', n.nspname, 'version', e.extversion) as value
          from pg_extension e join pg_namespace n on n.oid = e.extnamespace`,
  },
  {
    kind: 'type',
    sql: `select 'type ' || t.oid::regtype::text as key,
            jsonb_build_object('kind', t.typtype, 'owner', pg_get_userbyid(t.typowner), 'acl', t.typacl::text[],
              'comment', obj_description(t.oid, 'pg_type'),
              'enum', (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid),
              'domain', case when t.typtype = 'd' then format_type(t.typbasetype, t.typtypmod) || coalesce(' not null', '') end,
              'attributes', (select array_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) order by a.attnum)
                from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)) as value
          from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where ${SYSTEM} and t.typtype in ('e', 'd', 'c')
            and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
            and ${NOT_EXTENSION('pg_type', 't.oid')}`,
  },
  {
    kind: 'relation',
    sql: `select (case c.relkind when 'r' then 'table ' when 'p' then 'table ' when 'v' then 'view '
              when 'm' then 'materialized view ' when 'S' then 'sequence ' when 'f' then 'foreign table ' end)
              || c.oid::regclass::text as key,
            jsonb_build_object('owner', pg_get_userbyid(c.relowner), 'acl', c.relacl::text[],
              'rls', c.relrowsecurity, 'force_rls', c.relforcerowsecurity, 'options', c.reloptions,
              'comment', obj_description(c.oid, 'pg_class'),
              'definition', case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end,
              'sequence', case when c.relkind = 'S' then (select jsonb_build_object('type', format_type(s.seqtypid, null),
                'start', s.seqstart, 'increment', s.seqincrement, 'max', s.seqmax, 'min', s.seqmin, 'cycle', s.seqcycle)
                from pg_sequence s where s.seqrelid = c.oid) end) as value
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where ${SYSTEM} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${NOT_EXTENSION('pg_class', 'c.oid')}`,
  },
  {
    kind: 'column',
    sql: `select 'column ' || a.attname || ' of ' || c.oid::regclass::text as key,
            jsonb_build_object('position', a.attnum, 'type', format_type(a.atttypid, a.atttypmod), 'not_null', a.attnotnull,
              'default', pg_get_expr(d.adbin, d.adrelid), 'identity', a.attidentity, 'generated', a.attgenerated,
              'collation', case when a.attcollation <> t.typcollation then a.attcollation::regcollation::text end,
              'acl', a.attacl::text[], 'comment', col_description(c.oid, a.attnum)) as value
          from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_type t on t.oid = a.atttypid
          left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
          where ${SYSTEM} and c.relkind in ('r', 'p', 'v', 'm', 'f') and a.attnum > 0 and not a.attisdropped
            and ${NOT_EXTENSION('pg_class', 'c.oid')}`,
  },
  {
    kind: 'constraint',
    sql: `select 'constraint ' || quote_ident(k.conname) || ' on ' || coalesce(k.conrelid::regclass::text, k.contypid::regtype::text) as key,
            jsonb_build_object('definition', pg_get_constraintdef(k.oid), 'validated', k.convalidated,
              'deferrable', k.condeferrable, 'deferred', k.condeferred, 'comment', obj_description(k.oid, 'pg_constraint')) as value
          from pg_constraint k join pg_namespace n on n.oid = k.connamespace
          where ${SYSTEM} and ${NOT_EXTENSION('pg_constraint', 'k.oid')}
            and (k.conrelid = 0 or ${NOT_EXTENSION('pg_class', 'k.conrelid')})`,
  },
  {
    kind: 'index',
    sql: `select 'index ' || i.indexrelid::regclass::text as key,
            jsonb_build_object('definition', pg_get_indexdef(i.indexrelid), 'comment', obj_description(i.indexrelid, 'pg_class')) as value
          from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
          where ${SYSTEM} and ${NOT_EXTENSION('pg_class', 'i.indrelid')}`,
  },
  {
    kind: 'trigger',
    sql: `select 'trigger ' || quote_ident(g.tgname) || ' on ' || g.tgrelid::regclass::text as key,
            jsonb_build_object('definition', pg_get_triggerdef(g.oid), 'enabled', g.tgenabled,
              'comment', obj_description(g.oid, 'pg_trigger')) as value
          from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where ${SYSTEM} and not g.tgisinternal`,
  },
  {
    kind: 'policy',
    sql: `select 'policy ' || quote_ident(p.polname) || ' on ' || p.polrelid::regclass::text as key,
            jsonb_build_object('command', p.polcmd, 'permissive', p.polpermissive,
              'roles', (select array_agg(case when r = 0 then 'public' else pg_get_userbyid(r) end order by 1) from unnest(p.polroles) r),
              'using', pg_get_expr(p.polqual, p.polrelid), 'with_check', pg_get_expr(p.polwithcheck, p.polrelid),
              'comment', obj_description(p.oid, 'pg_policy')) as value
          from pg_policy p`,
  },
  {
    kind: 'function',
    sql: `select (case p.prokind when 'p' then 'procedure ' when 'a' then 'aggregate ' else 'function ' end)
              || p.oid::regprocedure::text as key,
            jsonb_build_object('definition', case when p.prokind <> 'a' then pg_get_functiondef(p.oid) end,
              'owner', pg_get_userbyid(p.proowner), 'acl', p.proacl::text[],
              'comment', obj_description(p.oid, 'pg_proc')) as value
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where ${SYSTEM} and ${NOT_EXTENSION('pg_proc', 'p.oid')}`,
  },
  {
    kind: 'default privileges',
    sql: `select 'default privileges of ' || pg_get_userbyid(d.defaclrole) || coalesce(' in ' || quote_ident(n.nspname), '')
              || ' on ' || d.defaclobjtype::text as key,
            jsonb_build_object('acl', d.defaclacl::text[]) as value
          from pg_default_acl d left join pg_namespace n on n.oid = d.defaclnamespace`,
  },
];

/**
 * @param {import('pg').ClientBase} client
 * @returns {Promise<Map<string, Record<string, unknown>>>} object name -> its properties
 */
export async function readSchemaFacts(client) {
  /** @type {Map<string, Record<string, unknown>>} */
  const facts = new Map();
  // Names come out schema-qualified whatever the session's search path was.
  await client.query(`select set_config('search_path', '', false)`);
  for (const { sql } of QUERIES) {
    const { rows } = await client.query(sql);
    for (const row of rows) {
      const value = row.value;
      // A check written inline and the same check deparsed and written again nest their ANDs
      // differently: the parentheses are not compared, the rest of the text is.
      if (String(row.key).startsWith('constraint ') && typeof value.definition === 'string') {
        value.definition = value.definition.replace(/[()]/g, '');
      }
      // An ACL lists grants in the order they were made; only what is granted counts.
      if (Array.isArray(value.acl)) value.acl = [...value.acl].sort();
      facts.set(String(row.key), value);
    }
  }
  return facts;
}

/** The first line where two texts differ, both sides shown. */
function firstDifference(/** @type {string} */ a, /** @type {string} */ b) {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    if (left[i] !== right[i]) {
      return `line ${i + 1}: migrations ${JSON.stringify(left[i] ?? '(end)')}, schemas ${JSON.stringify(right[i] ?? '(end)')}`;
    }
  }
  return '';
}

/**
 * Every object that is only on one side or differs, one sentence each, sorted.
 * @param {Map<string, Record<string, unknown>>} fromMigrations
 * @param {Map<string, Record<string, unknown>>} fromSchemas
 * @returns {string[]}
 */
export function compareSchemaFacts(fromMigrations, fromSchemas) {
  /** @type {string[]} */
  const differences = [];
  for (const [key, value] of fromMigrations) {
    const other = fromSchemas.get(key);
    if (!other) {
      differences.push(`${key} only in migrations`);
      continue;
    }
    const changed = Object.keys({ ...value, ...other }).filter(
      (property) => JSON.stringify(value[property]) !== JSON.stringify(other[property]),
    );
    if (changed.length === 0) continue;
    const details = changed.map((property) => {
      const a = value[property];
      const b = other[property];
      if (typeof a === 'string' && typeof b === 'string' && (a.includes('\n') || b.includes('\n')))
        return `${property}: ${firstDifference(a, b)}`;
      return `${property}: migrations ${JSON.stringify(a)}, schemas ${JSON.stringify(b)}`;
    });
    differences.push(`${key} differs (${details.join('; ')})`);
  }
  for (const key of fromSchemas.keys()) {
    if (!fromMigrations.has(key)) differences.push(`${key} only in schemas`);
  }
  return differences.sort();
}
