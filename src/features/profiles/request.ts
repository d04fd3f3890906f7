// What the profiles api may find already requested by the entry's early data
// (src/app/early-data.ts), in a module of its own so the entry can name it without the api.

/** Keys of the data src/app/early-data.ts may have started before supabase-js loaded. */
export const PROFILE_EARLY_KEYS = {
  detail: (userId: string) => `profiles:${userId}`,
};
