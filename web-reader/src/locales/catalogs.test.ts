import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

describe('i18n catalogs', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(es[key as keyof typeof es]), key).toEqual(placeholders(text));
    }
  });

  it('carry the spec texts for the catalogued messages', () => {
    expect(en).toMatchObject({
      sessionExpired: 'Session expired. Redirecting to login...',
      gospelNotAvailable: 'Sorry, the gospel for the date {date} is not available at this time.',
      gospelLoadError: 'Could not load the Gospel of the Day. Please try again later.',
      copyError: 'Could not copy automatically. Copy manually: {url}',
      errorLoadingAbout: 'Error loading about content',
      emailOrPasswordIncorrect: 'Incorrect email or password',
      invalidCredentials: 'Invalid username or password',
      registrationError: 'Error registering user. Check that the email is not already in use.',
      forgotPasswordSuccess: 'If the email exists in our system, you will receive a recovery link',
      forgotPasswordError: 'Error sending recovery request',
      tokenNotProvided: 'Recovery token not provided',
      invalidOrExpiredToken: 'Invalid or expired recovery token',
      resetPasswordError: 'Error resetting password',
      noVerificationToken: 'No verification token provided',
      emailVerificationError: 'Error verifying email',
      errorSendingEmail: 'Error sending email. Please try again.',
      passwordMinLength: 'Password must be at least 6 characters',
      passwordsDoNotMatch: 'Passwords do not match',
    });
    expect(es.sessionExpiredToast).toBe('Tu sesión ha expirado. Por favor, inicia sesión nuevamente.');
  });
});
