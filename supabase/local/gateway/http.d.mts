// Types for the helpers of http.mjs that TypeScript code (the tests) imports.
export function isLoopback(address: string): boolean;
