-- One client must not make the Data API unusable for everyone else (issue 10, decision 0015).
-- Hosted runs PostgREST's pre-request hook too, so the budget ships with the database:
--   * every read (GET/HEAD) holds one of 6 slots of its client while it runs: a visitor's
--     client is its address, a signed-in user's client is the user (so a classroom behind one
--     address is not one client). A seventh concurrent read of the same client is refused at
--     once (429, Retry-After: 1), before it can hold a database connection for long. 40
--     parallel catastrophic regular expressions from one address therefore run 6 at a time at
--     most, and the rest of the connection pool stays free for everyone else;
--   * the API roles' statement timeouts are lower than hosted's defaults (anon 3 s,
--     authenticated 8 s), so each of those slots is held for a bounded time.
-- Writes are not budgeted here: they are bounded by row-level security (a client's writes
-- touch its own rows) and by the per-feature limits (answers per minute, auth rate limits).

-- The client's address as hosted passes it to the database: the first X-Forwarded-For entry,
-- which the edge (and the local gateway) sets from the socket, never from the client.
create or replace function private.client_address() returns text language sql stable set search_path = '' as $$
  select nullif(btrim(split_part(coalesce(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ''), ',', 1)), '')
$$;
comment on function private.client_address() is
  'The client address of the current API request (first X-Forwarded-For entry), or null outside a request.';
revoke all on function private.client_address() from public, anon, authenticated;

create or replace function authz.check_request() returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  budget text;
  slot integer;
begin
  if coalesce(current_setting('request.method', true), '') not in ('GET', 'HEAD') then
    return;
  end if;
  if claims ->> 'role' = 'service_role' then
    return;
  end if;
  budget := case
    when claims ->> 'role' = 'authenticated' and claims ->> 'sub' is not null then 'user ' || (claims ->> 'sub')
    else 'address ' || coalesce(private.client_address(), 'unknown')
  end;
  -- Transaction-level advisory locks: released when the request's transaction ends, allowed
  -- in PostgREST's read-only transactions, and never waited for (try, not lock).
  for slot in 1 .. 6 loop
    if pg_catalog.pg_try_advisory_xact_lock(20261123, pg_catalog.hashtext(budget || '/' || slot::text)) then
      return;
    end if;
  end loop;
  raise sqlstate 'PGRST' using
    message = '{"code":"PT429","message":"Too many requests at once from your address. Try again in a moment.","details":null,"hint":"Wait until your other requests have finished."}',
    detail = '{"status":429,"headers":{"Retry-After":"1"}}';
end
$$;
comment on function authz.check_request() is
  'PostgREST pre-request hook: at most 6 concurrent reads per visitor address or signed-in user (429 beyond). Decision 0015.';
revoke all on function authz.check_request() from public;
grant execute on function authz.check_request() to anon, authenticated, service_role;

-- PostgREST reads its settings from the authenticator role (hosted: the same statement).
alter role authenticator set pgrst.db_pre_request = 'authz.check_request';

-- Each slot is held for a bounded time: lower than hosted's defaults (anon 3 s, authenticated
-- 8 s); every page query of the app runs in milliseconds at 100,000 students (bench).
alter role anon set statement_timeout = '2s';
alter role authenticated set statement_timeout = '5s';

notify pgrst, 'reload config';
