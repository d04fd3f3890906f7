export interface PostgrestHandle {
  url: string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startPostgrest(options: {
  dbUri: string;
  port: number;
  log: (line: string) => void;
}): Promise<PostgrestHandle>;

/** PostgREST's database connections (the gateway hands it at most this many requests at once). */
export const POSTGREST_POOL: number;
