// Types for the TypeScript tests that import the gateway's HTTP helpers.
export function isLoopback(address: string): boolean;
