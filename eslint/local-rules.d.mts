import type { ESLint } from 'eslint';

export function layerOf(file: string): { layer: string; feature?: string } | null;
export function namingProblem(file: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
