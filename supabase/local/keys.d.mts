export const JWT_SECRET: string;
export const ANON_KEY: string;
export const SERVICE_ROLE_KEY: string;
export const DEV_PORTS: Readonly<{ gateway: number; db: number; rest: number }>;
export const TEST_PORTS: Readonly<{ gateway: number; db: number; rest: number }>;
export const SITE_URL: string;
