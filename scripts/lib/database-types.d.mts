import type { ClientBase } from 'pg';

export function generateDatabaseTypes(
  client: ClientBase,
  options?: { schemas?: string[]; postgrestVersion?: string },
): Promise<string>;
