-- The Data API's own rules: the client address as PostgREST hands it to the database, the
-- pre-request budget (decisions 0015, 0046), statement timeouts and PostgREST's settings on
-- the authenticator role.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Functions

CREATE OR REPLACE FUNCTION authz.check_request()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$
;

CREATE OR REPLACE FUNCTION private.client_address()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select nullif(btrim(split_part(coalesce(coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'x-forwarded-for', ''), ',', 1)), '')
$function$
;

-- Grants

revoke all on function private.client_address() from public, anon, authenticated, service_role, supabase_auth_admin;

revoke all on function authz.check_request() from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function authz.check_request() to anon;
grant execute on function authz.check_request() to authenticated;
grant execute on function authz.check_request() to service_role;

-- Comments

comment on function private.client_address() is 'The client address of the current API request (first X-Forwarded-For entry), or null outside a request.';

comment on function authz.check_request() is 'PostgREST pre-request hook: every request takes a slot per budget (6 per visitor address or account, 8 per address); 429 when one is full; beyond 4 running at once a request gets a 250 ms statement timeout. Decisions 0015, 0046.';


-- Role settings are not schema objects either (the schema test does not compare them).
alter role authenticator set pgrst.db_pre_request = 'authz.check_request';
alter role authenticator set pgrst.openapi_mode = 'follow-privileges';
alter role anon set statement_timeout = '2s';
alter role authenticated set statement_timeout = '5s';

notify pgrst, 'reload config';
