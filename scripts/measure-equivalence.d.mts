// Types of scripts/measure-equivalence.mjs for the TypeScript tests that import it.
import type { ClientBase } from 'pg';

export interface LabelledPair {
  submitted: string;
  expected: string;
  equal: boolean;
  class: string;
  policy?: boolean;
  note?: string;
}

export interface Tally {
  pairs: number;
  agree: number;
  falseAccepts: number;
  falseRejects: number;
}

export const PAIRS_FILE: string;
export function readPairs(file?: string): Promise<LabelledPair[]>;
export function matchPairs(client: ClientBase, pairs: LabelledPair[]): Promise<boolean[]>;
export function summarise(
  pairs: LabelledPair[],
  results: boolean[],
): {
  all: Tally;
  nonPolicy: Tally;
  byClass: Record<string, Tally>;
  disagreements: Array<LabelledPair & { got: boolean }>;
};
export function startOwnPostgres(): Promise<{ url: string; stop: () => Promise<void> }>;
export function timeCalls(
  client: ClientBase,
  pairs: LabelledPair[],
): Promise<{ calls: number; median: number; p90: number; p99: number; max: number }>;
