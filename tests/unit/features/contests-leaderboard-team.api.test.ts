import { describe, expect, it } from 'vitest';
import { fetchContest, fetchContests } from '@/features/contests/api';
import { fetchLeaderboard } from '@/features/leaderboard/api';
import { fetchTeamMembers } from '@/features/team/api';
import { NotFoundError } from '@/lib/errors';
import { contestRow, problemRow, profiles, teamMemberRow } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const contestProblem = (id: string, title: string) => ({
  id,
  title,
  topic: problemRow.topic,
  difficulty: problemRow.difficulty,
  profiles: { full_name: 'Emmy Noether' },
});

describe('contests api', () => {
  it('fetchContests lists contests, latest start first', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('contests'), (request) =>
      pgrstRows(request, [contestRow]),
    );
    server.use(handler);
    await expect(fetchContests()).resolves.toEqual([contestRow]);
    expect(requests[0]!.url.searchParams.get('order')).toBe('start_time.desc');
  });

  it('fetchContests reports Error fetching contests', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    await expect(fetchContests()).rejects.toThrow('Error fetching contests occurred. boom');
  });

  it('fetchContest returns the contest with its problems in position order', async () => {
    const row = {
      ...contestRow,
      contest_problems: [
        { position: 2, problems: contestProblem('p2', 'Second') },
        { position: 1, problems: contestProblem('p1', 'First') },
        { position: 3, problems: null },
      ],
    };
    const { handler, requests } = recordingHandler('get', restUrl('contests'), (request) =>
      pgrstRows(request, [row]),
    );
    server.use(handler);
    const contest = await fetchContest(contestRow.id);
    expect(contest).toEqual({
      ...contestRow,
      problems: [contestProblem('p1', 'First'), contestProblem('p2', 'Second')],
    });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('select')).toBe(
      '*,contest_problems(position,problems(id,title,topic,difficulty,profiles:public_profiles!created_by(full_name),problem_solve_status))',
    );
    expect(searchParams.get('contest_problems.order')).toBe('position.asc');
  });

  it('fetchContest of a missing id is a NotFoundError with Error fetching contest by ID', async () => {
    server.use(
      recordingHandler('get', restUrl('contests'), (request) => pgrstRows(request, [])).handler,
    );
    const error = await fetchContest('missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toMatch(/^Error fetching contest by ID occurred\. /);
  });
});

describe('leaderboard api', () => {
  it('fetchLeaderboard asks public_profiles for the top 20 students by score then problems solved', async () => {
    const rows = [
      {
        id: profiles.student.id,
        full_name: 'Ada Lovelace',
        avatar_url: null,
        score: 21,
        problems_solved: 3,
      },
    ];
    const { handler, requests } = recordingHandler('get', restUrl('public_profiles'), (request) =>
      pgrstRows(request, rows),
    );
    server.use(handler);
    await expect(fetchLeaderboard()).resolves.toEqual(rows);
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('select')).toBe('id,full_name,avatar_url,score,problems_solved');
    expect(searchParams.get('role')).toBe('eq.contestant');
    expect(searchParams.get('order')).toBe('score.desc,problems_solved.desc');
    expect(searchParams.get('limit')).toBe('20');
  });

  it('fetchLeaderboard reports Error fetching leaderboard', async () => {
    server.use(
      recordingHandler('get', restUrl('public_profiles'), () => pgrstError(500, 'XX000', 'boom'))
        .handler,
    );
    await expect(fetchLeaderboard()).rejects.toThrow('Error fetching leaderboard occurred. boom');
  });
});

describe('team api', () => {
  it('fetchTeamMembers lists members in position order', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('team_members'), (request) =>
      pgrstRows(request, [teamMemberRow]),
    );
    server.use(handler);
    await expect(fetchTeamMembers()).resolves.toEqual([teamMemberRow]);
    expect(requests[0]!.url.searchParams.get('order')).toBe('position.asc');
  });

  it('fetchTeamMembers reports Error fetching team members', async () => {
    server.use(
      recordingHandler('get', restUrl('team_members'), () => pgrstError(500, 'XX000', 'boom'))
        .handler,
    );
    await expect(fetchTeamMembers()).rejects.toThrow('Error fetching team members occurred. boom');
  });
});
