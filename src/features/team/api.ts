import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase';

/** What the team page shows of a row (the built-in sample team has no created_at). */
export type TeamMember = Omit<Tables<'team_members'>, 'created_at'>;

export async function fetchTeamMembers(): Promise<TeamMember[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('team_members')
    .select('*')
    .order('position', { ascending: true });
  return unwrap(result, 'Error fetching team members');
}

export const teamKeys = {
  all: queryRoots.team,
  members: () => [...queryRoots.team, 'members'] as const,
};

export const teamQueries = {
  members: () => queryOptions({ queryKey: teamKeys.members(), queryFn: fetchTeamMembers }),
};
