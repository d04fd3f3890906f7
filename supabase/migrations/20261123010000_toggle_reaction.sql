-- The reaction toggle in one statement (issue 16, "writes in one place"): none -> add, same type
-- -> remove, other type -> change, decided and done inside one transaction, so two clicks or two
-- tabs can never leave two reactions or lose one between the read and the write.
--
-- security invoker: the function runs as the caller, so the reactions policies (and the problems
-- policies they consult, which decide which problems a user can see) apply to every step exactly
-- as they do to direct table writes. A step that fails is re-raised with its sqlstate and the
-- step's name in the hint ('add', 'remove', 'update'), so the client keeps the per-step error
-- contexts of docs/data-contract.md ('Error adding reaction occurred. ...').

create function public.toggle_reaction(problem_id uuid, reaction_type text)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  own_id uuid;
  own_type text;
begin
  if caller is null then
    raise exception 'User not found' using errcode = '42501', hint = 'check';
  end if;
  if toggle_reaction.reaction_type is null
     or toggle_reaction.reaction_type not in ('like', 'love', 'funny') then
    raise exception 'Unknown reaction type: %', coalesce(toggle_reaction.reaction_type, 'null')
      using errcode = '22023', hint = 'check';
  end if;

  -- Lock the caller's reaction (if any) so a concurrent toggle waits for this one.
  select r.id, r.reaction_type into own_id, own_type
  from public.reactions r
  where r.problem_id = toggle_reaction.problem_id and r.user_id = caller
  for update;

  if own_id is null then
    begin
      insert into public.reactions (problem_id, user_id, reaction_type)
      values (toggle_reaction.problem_id, caller, toggle_reaction.reaction_type);
    exception when others then
      raise exception using message = sqlerrm, errcode = sqlstate, hint = 'add';
    end;
    return 'added';
  end if;

  if own_type = toggle_reaction.reaction_type then
    begin
      delete from public.reactions r where r.id = own_id;
    exception when others then
      raise exception using message = sqlerrm, errcode = sqlstate, hint = 'remove';
    end;
    return 'removed';
  end if;

  begin
    update public.reactions r set reaction_type = toggle_reaction.reaction_type where r.id = own_id;
  exception when others then
    raise exception using message = sqlerrm, errcode = sqlstate, hint = 'update';
  end;
  return 'updated';
end;
$$;

comment on function public.toggle_reaction(uuid, text) is
  'Adds, removes or changes the caller''s reaction on a problem in one transaction; returns added, removed or updated. Security invoker: the reactions policies apply.';

revoke all on function public.toggle_reaction(uuid, text) from public, anon;
grant execute on function public.toggle_reaction(uuid, text) to authenticated, service_role;
