-- A fair share of the Data API for every client, reads and writes (issue 22, part 1; decision 0046).
--
-- Decision 0015 bounded reads only, and a signed-in reader by account alone: a dozen slow writes
-- from one free account, or slow reads from three, still made every other visitor wait 4-5 s.
-- Every request PostgREST runs (GET, HEAD, POST, PATCH, PUT, DELETE: table writes and rpc
-- calls alike) is now bounded twice, in its pre-request hook:
--   * how many run at once per client: each takes a slot in each of its budgets, held until
--     its transaction ends, never waited for; with a budget full it is refused at once (429,
--     Retry-After: 1). A visitor: 6 per address. A signed-in user: 6 per account. Everyone
--     from one address, visitors and accounts together: 8 (a handful of throwaway accounts
--     from one address gets no more than one client's share; a classroom behind one address
--     shares 8 at once, each request a few milliseconds).
--   * how long each may hold a connection: the first 4 requests running at once, over all
--     clients, may run up to their role's statement timeout (anon 2 s, authenticated 5 s);
--     any request beyond those runs with a 250 ms statement timeout. Every query of the app
--     takes milliseconds (docs/performance.md), so only deliberately slow work is cut short,
--     and under a flood every connection of PostgREST's pool is free again within 250 ms.
-- The second bound holds whoever the clients claim to be: on hosted the first X-Forwarded-For
-- entry is what the client wrote, so per-address budgets bound only honest clients there.
-- The service role is exempt.

create or replace function authz.check_request()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  address text := coalesce(private.client_address(), 'unknown');
  budgets text[];
  sizes integer[];
  i integer;
  slot integer;
  taken boolean;
begin
  if claims ->> 'role' = 'service_role' then
    return;
  end if;
  if claims ->> 'role' = 'authenticated' and claims ->> 'sub' is not null then
    budgets := array['user ' || (claims ->> 'sub'), 'from ' || address];
    sizes := array[6, 8];
  else
    budgets := array['address ' || address, 'from ' || address];
    sizes := array[6, 8];
  end if;
  for i in 1 .. array_length(budgets, 1) loop
    taken := false;
    -- Transaction-level advisory locks: released when the request's transaction ends, allowed
    -- in PostgREST's read-only transactions, and never waited for (try, not lock).
    for slot in 1 .. sizes[i] loop
      if pg_catalog.pg_try_advisory_xact_lock(20261123, pg_catalog.hashtext(budgets[i] || '/' || slot::text)) then
        taken := true;
        exit;
      end if;
    end loop;
    if not taken then
      raise sqlstate 'PGRST' using
        message = '{"code":"PT429","message":"Too many requests at once from your address. Try again in a moment.","details":null,"hint":"Wait until your other requests have finished."}',
        detail = '{"status":429,"headers":{"Retry-After":"1"}}';
    end if;
  end loop;
  -- One of the 4 long-running places, or a short statement timeout for this request.
  for slot in 1 .. 4 loop
    if pg_catalog.pg_try_advisory_xact_lock(20261124, slot) then
      return;
    end if;
  end loop;
  perform pg_catalog.set_config('statement_timeout', '250ms', true);
end
$$;
comment on function authz.check_request() is
  'PostgREST pre-request hook: every request takes a slot per budget (6 per visitor address or account, 8 per address); 429 when one is full; beyond 4 running at once a request gets a 250 ms statement timeout. Decisions 0015, 0046.';
revoke all on function authz.check_request() from public;
grant execute on function authz.check_request() to anon, authenticated, service_role;
