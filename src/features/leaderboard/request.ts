// What the leaderboard api requests, in a module of its own for the entry's early data.
export const LEADERBOARD_SIZE = 20;
export const LEADERBOARD_SELECT = 'id, full_name, avatar_url, score, problems_solved';
