-- Ratings (issue 25 point 2, decision 0065): a contest is finalised once by its staff after its
-- end, every real participant's rating moves by Codeforces' published formula from the contest's
-- ranks on total marks, and the history is public beside the student's public profile.
-- Part of supabase/schemas (docs/architecture.md, "The schema"): the current definition.

set check_function_bodies = off;

-- Tables

create table public.ratings (
  user_id uuid not null primary key references public.public_profiles (id) on delete cascade,
  rating integer not null,
  contests integer not null check (contests >= 1),
  -- Decision 0065: a rating from fewer than 5 rated contests is shown as provisional.
  provisional boolean generated always as (contests < 5) stored,
  updated_at timestamptz not null
);

comment on table public.ratings is
  'Each student''s current rating (decision 0065): written only by public.finalise_contest; everyone reads the ratings of listed students.';

create index ratings_board_idx on public.ratings (rating desc, user_id);

create table public.rating_changes (
  contest_id uuid not null references public.contests (id) on delete cascade,
  user_id uuid not null references public.public_profiles (id) on delete cascade,
  place integer not null,
  total_marks integer not null,
  old_rating integer not null,
  new_rating integer not null,
  rated_at timestamptz not null,
  primary key (contest_id, user_id)
);

comment on table public.rating_changes is
  'One row per participant of a finalised contest: the place on total marks (ties shared) and the rating before and after (decision 0065). Written only by public.finalise_contest.';

create index rating_changes_user_idx on public.rating_changes (user_id, rated_at);

create table public.contest_finalisations (
  contest_id uuid not null primary key references public.contests (id) on delete cascade,
  finalised_at timestamptz not null default now(),
  finalised_by uuid references public.public_profiles (id) on delete set null,
  participants integer not null,
  had_proof_problems boolean not null
);

comment on table public.contest_finalisations is
  'Contests whose ratings are final (decision 0065): finalised once, after the end and with every contest answer graded, by the contest''s instructor or an approved admin.';

alter table public.ratings enable row level security;
alter table public.rating_changes enable row level security;
alter table public.contest_finalisations enable row level security;

create policy "ratings: everyone reads listed students"
  on public.ratings as permissive for select to anon, authenticated
  using (exists (select 1 from public.public_profiles p where p.id = ratings.user_id));

create policy "rating_changes: everyone reads listed students"
  on public.rating_changes as permissive for select to anon, authenticated
  using (exists (select 1 from public.public_profiles p where p.id = rating_changes.user_id));

create policy "contest_finalisations: everyone reads"
  on public.contest_finalisations as permissive for select to anon, authenticated
  using (true);

-- Nobody writes these tables through the API, the service role included: only finalise_contest.
revoke all on public.ratings, public.rating_changes, public.contest_finalisations
  from public, anon, authenticated, service_role;
grant select on public.ratings, public.rating_changes, public.contest_finalisations
  to anon, authenticated, service_role;

-- Functions

-- Codeforces' rating formula (Mike Mirzayanov, codeforces.com/blog/entry/20762 and the code it
-- links), integer arithmetic as in that Java code (division truncates toward zero). Inputs are
-- parallel arrays in a fixed order (the order breaks ties of rating in the top-group sum).
-- The seed of rating x, 1 + sum over everyone of P(they beat x), is evaluated over the histogram of
-- ratings (one term per distinct rating, times its count), once per integer of the range the
-- ratings and the binary searches can end in (bounded by searching for the two extreme targets),
-- instead of once per pair of participants and step of each search.
CREATE OR REPLACE FUNCTION private.codeforces_rating_changes(user_ids uuid[], points integer[], ratings integer[])
 RETURNS TABLE(user_id uuid, place integer, seed double precision, need_rating integer, delta integer)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  n integer := coalesce(cardinality(user_ids), 0);
  hist_ratings integer[];
  hist_counts double precision[];
  lowest_rating integer;
  highest_rating integer;
  target_high double precision;
  target_low double precision;
  lowest integer;
  highest integer;
  zero_sum_count integer;
begin
  if n = 0 then
    return;
  end if;
  if cardinality(points) <> n or cardinality(ratings) <> n then
    raise exception 'user_ids, points and ratings must have the same length.' using errcode = '22023';
  end if;

  select array_agg(h.rating order by h.rating), array_agg(h.cnt order by h.rating)
  into hist_ratings, hist_counts
  from (select r as rating, count(*)::double precision as cnt from unnest(ratings) as r group by r) as h;
  lowest_rating := hist_ratings[1];
  highest_rating := hist_ratings[cardinality(hist_ratings)];

  create temporary table if not exists rating_seeds (x integer primary key, value double precision) on commit drop;
  create temporary table if not exists rating_calc (
    ord integer primary key, user_id uuid, points integer, rating integer, place integer,
    seed double precision, target double precision, need_rating integer, delta integer
  ) on commit drop;
  truncate rating_seeds, rating_calc;

  -- The seeds of every rating present (a participant's own 0.5 taken out below).
  insert into rating_seeds (x, value)
  select s.x, s.value from private.codeforces_seeds(hist_ratings, hist_counts, lowest_rating, highest_rating) as s;

  -- The targets: the geometric mean of the place and the seed.
  insert into rating_calc (ord, user_id, points, rating, place, seed, target)
  select p.ord, p.user_id, p.points, p.rating, p.place, s.value - 0.5, sqrt(p.place * (s.value - 0.5))
  from (
    select t.ord::integer as ord, t.user_id, t.points, t.rating,
      (count(*) over (order by t.points desc))::integer as place
    from unnest(user_ids, points, ratings) with ordinality as t(user_id, points, rating, ord)
  ) as p
  join rating_seeds s on s.x = p.rating;

  select max(c.target), min(c.target) into target_high, target_low from rating_calc c;
  lowest := private.codeforces_rating_to_rank(hist_ratings, hist_counts, target_high);
  highest := private.codeforces_rating_to_rank(hist_ratings, hist_counts, target_low);

  -- Every need rating lies in [lowest, highest] (the seed falls as the rating rises).
  insert into rating_seeds (x, value)
  select s.x, s.value from private.codeforces_seeds(hist_ratings, hist_counts, lowest, least(highest, lowest_rating - 1)) as s
  union all
  select s.x, s.value from private.codeforces_seeds(hist_ratings, hist_counts, greatest(lowest, highest_rating + 1), highest) as s;

  -- The largest x in the range whose seed is at least the target: one sort of seeds and targets.
  update rating_calc c
  set need_rating = coalesce(m.x, lowest),
      delta = (coalesce(m.x, lowest) - c.rating) / 2
  from (
    select s.ord, max(s.x) over (order by s.value desc, s.kind rows unbounded preceding) as x
    from (
      select null::integer as ord, f.x, f.value, 0 as kind
      from rating_seeds f where f.x between lowest and highest
      union all
      select c2.ord, null::integer, c2.target, 1 from rating_calc c2
    ) as s
  ) as m
  where m.ord = c.ord;

  -- The total should not be more than zero.
  update rating_calc c set delta = c.delta + (select -sum(c2.delta)::integer / n - 1 from rating_calc c2);

  -- The top 4·√n by rating sum to zero, by at most −10 each.
  zero_sum_count := least(4 * round(sqrt(n))::integer, n);
  update rating_calc c set delta = c.delta + (
    select least(greatest(-sum(t.delta)::integer / zero_sum_count, -10), 0)
    from (select c2.delta from rating_calc c2 order by c2.rating desc, c2.points desc, c2.ord limit zero_sum_count) as t
  );

  return query select c.user_id, c.place, c.seed, c.need_rating, c.delta from rating_calc c order by c.ord;
  drop table rating_calc;
  drop table rating_seeds;
end;
$function$
;

-- The seed of each integer rating x in [from_x, to_x]: 1 + sum over the histogram of
-- count · P(that rating beats x), P = 1 / (1 + 10^((x − rating) / 400)). Empty when from_x > to_x.
CREATE OR REPLACE FUNCTION private.codeforces_seeds(hist_ratings integer[], hist_counts double precision[], from_x integer, to_x integer)
 RETURNS TABLE(x integer, value double precision)
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  -- 10^((x − rating) / 400) as 10^(x / 400) · 10^(−rating / 400): one power per x and per
  -- rating instead of one per pair.
  select g.x, 1 + sum(h.cnt / (1 + g.up * h.down))
  from (select x, power(10::double precision, x / 400.0::double precision) as up
    from generate_series(from_x, to_x) as x) as g
  cross join (select hr.cnt, power(10::double precision, -hr.rating / 400.0::double precision) as down
    from unnest(hist_ratings, hist_counts) as hr(rating, cnt)) as h
  group by g.x
$function$
;

-- Mike Mirzayanov's getRatingToRank: the binary search over ratings 1..8000 for the largest rating
-- whose seed (everyone counted) meets the target.
CREATE OR REPLACE FUNCTION private.codeforces_rating_to_rank(hist_ratings integer[], hist_counts double precision[], target double precision)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  lo integer := 1;
  hi integer := 8000;
  mid integer;
begin
  while hi - lo > 1 loop
    mid := (lo + hi) / 2;
    if (select s.value from private.codeforces_seeds(hist_ratings, hist_counts, mid, mid) as s) < target then
      hi := mid;
    else
      lo := mid;
    end if;
  end loop;
  return lo;
end;
$function$
;

-- The real participants of a contest and their total marks: the registrations the board counts,
-- made before the end (sitting a past contest later is never rated), with the board's totals
-- (contest_registrations.total_marks, kept by private.refresh_contest_totals for the board).
CREATE OR REPLACE FUNCTION private.contest_final_standings(contest_id uuid)
 RETURNS TABLE(user_id uuid, total_marks integer)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select r.user_id, r.total_marks
  from public.contest_registrations r
  join public.contests c on c.id = r.contest_id
  where r.contest_id = contest_final_standings.contest_id and r.counts and r.registered_at < c.end_time
$function$
;

CREATE OR REPLACE FUNCTION public.finalise_contest(contest_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := auth.uid();
  caller_role text := authz.approved_role();
  contest public.contests;
  done public.contest_finalisations;
  waiting integer;
  proofs boolean;
  ids uuid[];
  totals integer[];
  olds integer[];
  rated integer;
  -- The moment of this finalisation: several in one transaction keep their order in the history.
  stamp timestamptz;
begin
  if caller is null or caller_role is null or caller_role not in ('instructor', 'admin', 'superadmin') then
    raise exception 'Only the contest''s instructor and approved admins can finalise a contest.' using errcode = '42501';
  end if;
  select * into contest from public.contests c where c.id = finalise_contest.contest_id for update;
  if not found then
    raise exception 'Contest not found.' using errcode = 'PT404';
  end if;
  if caller_role = 'instructor' and contest.created_by is distinct from caller then
    raise exception 'Instructors can only finalise the contests they created.' using errcode = '42501';
  end if;

  select * into done from public.contest_finalisations f where f.contest_id = contest.id;
  if found then
    return jsonb_build_object('contest_id', contest.id, 'finalised_at', done.finalised_at,
      'participants', done.participants, 'already_finalised', true);
  end if;

  if now() < contest.end_time then
    raise exception 'This contest can be finalised after it ends (% UTC).',
      to_char(contest.end_time at time zone 'UTC', 'YYYY-MM-DD HH24:MI') using errcode = '22023';
  end if;
  select count(*)::integer into waiting from public.answers a
  where a.contest_id = contest.id and a.marks_awarded is null;
  if waiting > 0 then
    raise exception '% still waiting for a grade. Grade every answer of the contest, then finalise it.',
      case when waiting = 1 then '1 answer is' else waiting || ' answers are' end using errcode = '22023';
  end if;
  proofs := exists (
    select 1 from public.contest_problems cp
    where cp.contest_id = contest.id
      and not exists (select 1 from private.problem_answer_keys k where k.problem_id = cp.problem_id)
  );

  -- One finalisation at a time: each reads the ratings the previous one wrote.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.finalise_contest'));
  stamp := pg_catalog.clock_timestamp();

  select coalesce(array_agg(s.user_id order by s.user_id), '{}'),
    coalesce(array_agg(s.total_marks order by s.user_id), '{}'),
    coalesce(array_agg(coalesce(r.rating, private.initial_rating()) order by s.user_id), '{}')
  into ids, totals, olds
  from private.contest_final_standings(contest.id) as s
  left join public.ratings r on r.user_id = s.user_id;

  insert into public.rating_changes (contest_id, user_id, place, total_marks, old_rating, new_rating, rated_at)
  select contest.id, t.user_id, ch.place, t.total, t.old, t.old + ch.delta, stamp
  from unnest(ids, totals, olds) as t(user_id, total, old)
  join private.codeforces_rating_changes(ids, totals, olds) as ch on ch.user_id = t.user_id;
  get diagnostics rated = row_count;

  insert into public.ratings as r (user_id, rating, contests, updated_at)
  select rc.user_id, rc.new_rating, 1, rc.rated_at from public.rating_changes rc where rc.contest_id = contest.id
  on conflict (user_id) do update
  set rating = excluded.rating, contests = r.contests + 1, updated_at = excluded.updated_at;

  insert into public.contest_finalisations (contest_id, finalised_at, finalised_by, participants, had_proof_problems)
  values (contest.id, stamp, caller, rated, proofs)
  returning * into done;

  return jsonb_build_object('contest_id', contest.id, 'finalised_at', done.finalised_at,
    'participants', done.participants, 'already_finalised', false);
end;
$function$
;

CREATE OR REPLACE FUNCTION private.initial_rating()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 1500
$function$
;

comment on function public.finalise_contest(uuid) is
  'Finalises an ended contest whose answers are all graded (for a contest with proof problems, the staff''s mark that grading is complete) and moves each real participant''s rating once (decision 0065). Calling it again returns the first result and changes nothing.';

revoke all on function private.codeforces_rating_changes(uuid[], integer[], integer[]),
  private.codeforces_seeds(integer[], double precision[], integer, integer),
  private.codeforces_rating_to_rank(integer[], double precision[], double precision),
  private.contest_final_standings(uuid), private.initial_rating()
  from public, anon, authenticated, service_role, supabase_auth_admin;
revoke all on function public.finalise_contest(uuid) from public, anon, authenticated, service_role, supabase_auth_admin;
grant execute on function public.finalise_contest(uuid) to authenticated, service_role;
