import { createClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

/** The one Supabase client of the app. Auth options follow spec §9. */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  },
});
