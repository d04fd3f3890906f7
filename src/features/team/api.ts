import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import { getSupabase } from '@/lib/supabase';

export interface TeamMember {
  id: string;
  name: string;
  role_title: string;
  bio: string | null;
  photo_url: string | null;
  position: number;
}

export async function fetchTeamMembers(): Promise<TeamMember[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('team_members')
    .select('*')
    .order('position', { ascending: true });
  return unwrap<TeamMember[]>(result, 'Error fetching team members');
}

export const teamQueries = {
  members: () => queryOptions({ queryKey: ['team', 'members'] as const, queryFn: fetchTeamMembers }),
};
