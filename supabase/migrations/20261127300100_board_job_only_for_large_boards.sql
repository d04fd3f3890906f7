-- The scheduled board job (decision 0067) rebuilds only the boards readers leave to it, those of
-- more than 1,000 participants: a small board is rebuilt by its next reader, and the job must not
-- hold one (its advisory lock, its uncommitted rows) while a reader is about to rebuild it.
create or replace function private.refresh_due_contest_boards()
 returns integer
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  listed uuid;
  rebuilt integer := 0;
begin
  -- Only the boards readers leave to it (more than 1,000 participants): a small board is rebuilt
  -- by its next reader, and the job never holds one while a reader waits for it.
  for listed in
    select distinct ch.contest_id from private.contest_board_changes ch
    join private.contest_boards s on s.contest_id = ch.contest_id
    where s.participants > 1000
  loop
    if private.refresh_contest_board_if_due(listed, false) then
      rebuilt := rebuilt + 1;
    end if;
  end loop;
  return rebuilt;
end;
$function$;

revoke all on function private.refresh_due_contest_boards() from public, anon, authenticated, service_role, supabase_auth_admin;

comment on function private.refresh_due_contest_boards() is
  'The scheduled rebuild of every listed contest board that is due (decision 0067): every 2 s by the local gateway, by pg_cron on hosted.';
