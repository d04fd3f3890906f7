-- Decision 0067 ("The read in three statements"): contest_scoreboard builds the sealed board and
-- the problems list itself since 20261128100000; nothing calls these two any more.
drop function private.sealed_scoreboard(public.contests, integer, integer, integer);
drop function private.contest_board_problems(public.contests);
