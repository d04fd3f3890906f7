import type { Server } from 'node:http';
import type { Pool } from 'pg';

export function createGateway(options: {
  pool: Pool;
  restUrl: string;
  publicUrl: string;
  filesDir: string;
  log: (line: string) => void;
}): Server;
