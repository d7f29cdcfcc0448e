import { expect, it } from 'vitest';
import { readProviderAnswer } from './providerAnswer';

const good = { profile: { sub: '123', email: ' Ana@Example.org ', name: 'Ana Real' } };

it("gives the provider's identity: its subject, the e-mail in lower case, the name", () => {
  expect(readProviderAnswer(good, 'google', true)).toEqual({
    identity: { provider: 'google', sub: '123', email: 'ana@example.org', name: 'Ana Real' },
  });
});

it.each([
  [{ error: 'access_denied', error_description: 'User cancelled' }, true, 'access_denied'],
  [{ profile: { email: 'a@example.org' } }, true, 'invalid_profile'],
  [{ profile: { sub: '1' } }, true, 'invalid_profile'],
  [{ profile: { ...good.profile, email_verified: false } }, true, 'unverified_email'],
  [good, false, 'signin_expired'],
])('refuses %j (bound to this browser: %s) as %s', (response, bound, error) => {
  const answer = readProviderAnswer(response, 'dev', bound);
  expect(answer).toMatchObject({ failure: { error } });
  expect('failure' in answer && answer.failure.error_description.length).toBeGreaterThan(0);
});
