-- "Not found" from a database function is HTTP 404 (issue 22, part 2).
--
-- The functions said "Problem not found." and the like with SQLSTATE P0002 (no_data_found),
-- which PostgREST answers with HTTP 500 (and the local gateway, like an unhealthy upstream, with
-- 503). PostgREST turns SQLSTATE PTxyz into HTTP status xyz with the same message, so every
-- such refusal now raises PT404: the client reads 404 and the sentence. This migration rewrites
-- the current definition of each function that still raised P0002, changing nothing else in it;
-- supabase/schemas holds the results. New functions raise PT404 for "not found" (a test fails on
-- any function that raises P0002).
do $$
declare
  f record;
  definition text;
begin
  for f in
    select p.oid
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private', 'authz')
      and p.prosrc like '%errcode = ''P0002''%'
  loop
    definition := pg_catalog.pg_get_functiondef(f.oid);
    execute replace(definition, 'errcode = ''P0002''', 'errcode = ''PT404''');
  end loop;
end
$$;
