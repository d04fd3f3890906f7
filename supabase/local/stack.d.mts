export interface StackOptions {
  dataDir?: string;
  gatewayPort?: number;
  dbPort?: number;
  restPort?: number;
  reset?: boolean;
  seed?: boolean;
  durable?: boolean;
  statementStats?: boolean;
  migrationsDir?: string;
  seedFile?: string;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceKey: string;
  dbUrl: string;
  crashed: Promise<string>;
  stop(): Promise<void>;
}

export function startStack(options?: StackOptions): Promise<Stack>;
export function guardProcess(log?: (line: string) => void): void;
