export { AuthProvider } from './AuthProvider';
export { useAuth, type AuthContextValue, type AuthStatus } from './auth-context';
export type { AuthResult, SignUpResult } from './api';
