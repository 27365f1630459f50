import { describe, expect, it } from 'vitest';
import { en as messages } from '@camino/schemas/messages/en';
import { es as spanishMessages } from '@camino/schemas/messages/es';
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
      forgotPasswordError: 'Error sending recovery request',
      resetPasswordError: 'Error resetting password',
      emailVerificationError: 'Error verifying email',
      errorSendingEmail: 'Error sending email. Please try again.',
      passwordMinLength: 'Password must be at least 6 characters',
      passwordsDoNotMatch: 'Passwords do not match',
    });
    expect(es.sessionExpiredToast).toBe('Tu sesión ha expirado. Por favor, inicia sesión nuevamente.');
  });

  it('leave the spec texts of server messages to the shared catalogue, under their codes', () => {
    expect(messages).toMatchObject({
      invalid_credentials: 'Incorrect email or password',
      admin_invalid_credentials: 'Invalid username or password',
      email_taken: 'Error registering user. Check that the email is not already in use.',
      reset_requested: 'If the email exists in our system, you will receive a recovery link',
      token_not_provided: 'Recovery token not provided',
      invalid_reset_token: 'Invalid or expired recovery token',
      verification_token_missing: 'No verification token provided',
    });
    const readerTexts = new Set([...Object.values(en), ...Object.values(es)]);
    for (const catalogue of [messages, spanishMessages]) {
      for (const [code, text] of Object.entries(catalogue)) {
        expect(readerTexts.has(text), `the reader words ${code} again`).toBe(false);
      }
    }
  });
});
