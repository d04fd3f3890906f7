-- The Data API's OpenAPI document shows a caller only what it may use (issue 22, part 2).
--
-- With openapi-mode ignore-privileges, a visitor's GET /rest/v1/ listed every table and column
-- (profiles.email among them) and every function, including those only signed-in users, staff
-- or the auth server may call. PostgREST reads its settings from the authenticator role, as it
-- reads db_pre_request (decision 0015), on hosted as locally: follow-privileges lists only the
-- tables, columns and functions the caller's role is granted.
alter role authenticator set pgrst.openapi_mode = 'follow-privileges';

notify pgrst, 'reload config';
