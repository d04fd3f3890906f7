-- Schemas and extensions every other file builds on. The local stack's bootstrap
-- (supabase/local/bootstrap.sql) stands in for what hosted Supabase provides before any of this:
-- the auth and storage schemas, the API roles, the extensions schema.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

-- Tables

create schema if not exists "authz";

create schema if not exists "private";

create extension if not exists "pg_trgm" with schema "extensions" version '1.6';

-- Grants

revoke all on schema authz from public, anon, authenticated, service_role, supabase_auth_admin;
grant usage on schema authz to anon;
grant usage on schema authz to authenticated;
grant usage on schema authz to service_role;

revoke all on schema private from public, anon, authenticated, service_role, supabase_auth_admin;
grant usage on schema private to supabase_auth_admin;

-- Comments

comment on schema public is 'standard public schema';

-- The access-token hook (public.custom_access_token_hook) runs as supabase_auth_admin.
grant usage on schema public to supabase_auth_admin;
