/** Whether a socket address is the local machine's (127.0.0.0/8 or ::1). */
export function isLoopback(address: string): boolean;
