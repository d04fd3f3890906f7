import { messages } from '@/lib/i18n';

/** Log in and sign up (English: the spec's words). */
export const authMessages = messages('auth', {
  loginTitle: 'Log in',
  loginLead: 'Welcome back. Sign in to continue your training.',
  noAccount: "Don't have an account?",
  signupLink: 'Sign up',
  email: 'Email',
  password: 'Password',
  emailPlaceholder: 'you@example.com',
  forgot: 'Forgot your password?',
  loggingIn: 'Logging in...',
  login: 'Log in',
  loginSuccess: 'Login Successful!',
  loginSuccessText: 'Welcome back! Redirecting to your dashboard...',
  linkFailed: 'Could not send the link',
  checkEmail: 'Check your email',
  checkEmailText: "If this address is waiting for confirmation, we've sent a new link.",
  confirmFirst: 'Confirm your email address first',
  confirmFirstText:
    'We emailed a link to {email} when you signed up. Open it to confirm your address and choose your own password.',
  sending: 'Sending...',
  resend: 'Resend the link',
  ownPasswordFirst: 'Choose your own password first',
  ownPasswordText:
    'Your address is confirmed, but the account has no password of its own yet. Open the link from your sign-up email, or get a new one with ‘Forgot your password?’.',
  newLink: 'Get a new link',
  signupTitle: 'Create an account',
  signupLead: 'Join Get Into Olympiad and start solving.',
  haveAccount: 'Already have an account?',
  fullName: 'Full name',
  namePlaceholder: 'Ada Lovelace',
  iAm: 'I am a...',
  roleHint: 'Instructor and Admin accounts are activated once the administrator approves them.',
  roleStudent: 'Student',
  roleInstructor: 'Instructor',
  roleAdmin: 'Admin',
  defaultPassword: 'Every new account uses the default password {password}.',
  defaultPasswordNext:
    'We email you a link to confirm your address; it lets you choose your own password, which you then log in with.',
  creating: 'Creating Account...',
  signup: 'Sign Up',
  createdTitle: 'Account Created!',
  createdText: 'Welcome! Please check your email to verify your account, then you can log in.',
  pendingTitle: 'Account Pending Approval',
  pendingText:
    'Your account has been created and is waiting for administrator approval. You will be notified via email.',
});
