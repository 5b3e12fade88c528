import { PRIVACY_VERSION, TERMS_VERSION } from '@playline/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userConsents, users } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { registrationBody } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';

const TODAY = new Date('2026-06-15T12:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => TODAY });
});
afterAll(() => app.close());

const valid = () => registrationBody('reg');

const register = (body: object, host = 'localhost', client = new TestClient(app, host)) =>
  client.post('/api/auth/register', body);

describe('POST /api/auth/register', () => {
  it('creates the player, answers 201 and logs them in', async () => {
    const body = valid();
    const client = new TestClient(app);
    const response = await register(body, 'localhost', client);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ userId: expect.any(Number), userName: body.userName });
    const status = (await client.get('/api/auth/checkLoginStatus')).json();
    expect(status.user).toMatchObject({
      userName: body.userName,
      balance: 0,
      calculatedBalance: 0,
      currencyCode: 'EUR',
    });
    const again = await new TestClient(app).login(body.userName, body.password);
    expect(again.json().isAuthenticated).toBe(true);
  });

  it('replaces the session the browser had', async () => {
    const client = new TestClient(app);
    await client.login('player1', 'password1');
    const before = client.session;
    const body = valid();
    await register(body, 'localhost', client);
    expect(client.session).not.toBe(before);
    const status = (await client.get('/api/auth/checkLoginStatus')).json();
    expect(status.user.userName).toBe(body.userName);
    const old = new TestClient(app);
    old.cookies.set('pl_session', before ?? '');
    expect((await old.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(false);
  });

  it('refuses a user name or email already on the brand, in any case, but not on another brand', async () => {
    const body = valid();
    await register(body);
    const taken = await register({ ...body, userName: body.userName.toUpperCase(), email: body.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please correct the highlighted fields.',
      fields: {
        userName: 'This user name is already taken.',
        email: 'An account with this email address already exists.',
      },
    });
    expect((await register(body, 'site77.localhost')).statusCode).toBe(201);
  });

  it('reports every broken rule at once, per field', async () => {
    const response = await register({
      userName: 'ab',
      password: 'short',
      email: 'not-an-email',
      dateOfBirth: '1990-02-30',
      currencyCode: 'XYZ',
      firstName: '  ',
      lastName: '4 Main Street',
      countryCode: 'XK',
      acceptTerms: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      userName: 'The user name must be 5 to 30 characters long.',
      password: 'The password must be 8 to 128 characters long.',
      email: 'Please enter a valid email address.',
      dateOfBirth: 'Please enter your date of birth as YYYY-MM-DD.',
      currencyCode: 'Please choose one of these currencies: EUR, USD, GBP.',
      firstName: 'Please enter your first name: letters, spaces, apostrophes, dots or dashes.',
      lastName: 'Please enter your last name: letters, spaces, apostrophes, dots or dashes.',
      countryCode: 'Please choose your country of residence.',
      acceptTerms: 'Please accept the terms and conditions to register.',
      acceptPrivacy: 'Please accept the privacy notice to register.',
    });
    const chars = await register({ ...valid(), userName: 'bad name!' });
    expect(chars.json().fields.userName).toBe(
      'The user name may contain only letters, digits, dots, underscores and dashes.',
    );
  });

  it('refuses one of the 10,000 most common passwords, whatever its case', async () => {
    for (const password of ['password1', 'Sunshine1', 'iloveyou']) {
      const response = await register({ ...valid(), password });
      expect(response.json().fields).toEqual({ password: 'This password is too common. Please choose another one.' });
    }
  });

  it('accepts names in any script with spaces, apostrophes, dots and dashes, but not too long or starting oddly', async () => {
    for (const [firstName, lastName] of [
      ['Γιώργος', 'Παπαδόπουλος'],
      ["D'Arcy", 'Smith-Jones Jr.'],
      ['Zoë', 'Ó Briain'],
    ]) {
      expect((await register({ ...valid(), firstName, lastName })).statusCode).toBe(201);
    }
    const bad = await register({ ...valid(), firstName: '-Anna', lastName: 'L'.repeat(61) });
    expect(Object.keys(bad.json().fields)).toEqual(['firstName', 'lastName']);
  });

  it('answers each new rule in Greek on the Greek site', async () => {
    const body = { ...valid(), firstName: '', countryCode: 'ZZ', acceptTerms: false, acceptPrivacy: false };
    const response = await register(body, 'site44.localhost');
    expect(response.json().fields).toEqual({
      firstName: 'Συμπληρώστε το όνομά σας: γράμματα, κενά, απόστροφοι, τελείες ή παύλες.',
      countryCode: 'Επιλέξτε τη χώρα διαμονής σας.',
      acceptTerms: 'Για να εγγραφείτε, αποδεχτείτε τους όρους και προϋποθέσεις.',
      acceptPrivacy: 'Για να εγγραφείτε, αποδεχτείτε την πολιτική απορρήτου.',
    });
  });

  it('stores the names tidied, the country, an unverified identity and the accepted versions with the time', async () => {
    const body = { ...valid(), firstName: '  Maria   Elena ', lastName: 'Georgiou', countryCode: 'cy' };
    const { userId } = (await register(body)).json();
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ firstName: 'Maria Elena', lastName: 'Georgiou', countryCode: 'CY' });
    expect(user?.kycStatus).toBe('unverified');
    const consents = await app.db.select().from(userConsents).where(eq(userConsents.userId, userId));
    expect(consents.map(({ document, version, acceptedAt }) => ({ document, version, acceptedAt }))).toEqual(
      expect.arrayContaining([
        { document: 'terms', version: TERMS_VERSION, acceptedAt: TODAY },
        { document: 'privacy', version: PRIVACY_VERSION, acceptedAt: TODAY },
      ]),
    );
    expect(consents).toHaveLength(2);
  });

  it('needs an age of 18, and 21 on the Greek brand', async () => {
    const eighteen = { ...valid(), dateOfBirth: '2008-06-15' };
    expect((await register(eighteen)).statusCode).toBe(201);
    const almost = await register({ ...valid(), dateOfBirth: '2008-06-16' });
    expect(almost.json().fields).toEqual({ dateOfBirth: 'You must be at least 18 years old to register.' });
    const greek = await register({ ...valid(), dateOfBirth: '2006-01-01', languageId: 1 }, 'site44.localhost');
    expect(greek.json().fields).toEqual({ dateOfBirth: 'You must be at least 21 years old to register.' });
    const inGreek = await register({ ...valid(), dateOfBirth: '2006-01-01' }, 'site44.localhost');
    expect(inGreek.json().fields.dateOfBirth).toBe('Πρέπει να είστε τουλάχιστον 21 ετών για να εγγραφείτε.');
    expect((await register({ ...valid(), dateOfBirth: '2005-06-15' }, 'site44.localhost')).statusCode).toBe(201);
    // Every site of the Greek brand has the market's rule, its second site too.
    const second = await register({ ...valid(), dateOfBirth: '2005-06-16' }, 'site149.localhost');
    expect(second.json().fields.dateOfBirth).toBe('You must be at least 21 years old to register.');
  });

  it.each([
    ['a shop site', 'site54.localhost'],
    ['a brand that hides registration', 'site123.localhost'],
  ])('answers 403 on %s', async (_what, host) => {
    const response = await register({ ...valid(), languageId: 1 }, host);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Registration is not available on this site.',
    });
  });

  it('answers 400 without fields to a malformed body, and 403 without the XSRF header', async () => {
    const malformed = await register({ userName: 'someone' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toBeUndefined();
    const noXsrf = await app.inject({ method: 'POST', url: '/api/auth/register', payload: valid() });
    expect(noXsrf.statusCode).toBe(403);
  });
});
