import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { TestClient } from '#app/test/test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const page = async (siteId: number, languageId: number, slug: string) =>
  (
    (await new TestClient(app, `site${siteId}.localhost`).get(`/api/help/pages/${languageId}/${slug}`)).json() as {
      html: string;
    }
  ).html;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('the help copy names the safer-gambling tools that exist (issue 19)', () => {
  it('sends players to the Safer gambling page for every tool, not to the contact form', async () => {
    const html = await page(1, 1, 'responsible-gambling');
    expect(html).toContain('href="/user-account/safer-gambling"');
    expect(html).not.toContain('contact-us');
    const words = text(html);
    for (const tool of [
      'Deposit, loss and wager limits',
      'each per 24 hours, 7 days and 30 days',
      'Raising or removing one waits 24 hours',
      'Session time limit',
      'Reality-check reminder',
      'every 15, 30 or 60 minutes',
      'a break of 24 hours, 7 days, 30 days or 6 weeks',
      'for 6 months, 1 year, 5 years or permanently',
      'Activity statement',
      'warned once 80% of a limit is used',
    ]) {
      expect(words, tool).toContain(tool);
    }
    expect(words).toContain('18 or over');
    expect(words).not.toContain("Our market's rules");
    expect(html).not.toMatch(/\{\w+\}/);
  });

  it('gives the Greek market its age of 21 and its mandatory limits, in Greek and English', async () => {
    const greek = text(await page(44, 2, 'responsible-gambling'));
    expect(greek).toContain('21 ετών και άνω');
    expect(greek).toContain('ορίζετε όριο κατάθεσης και όριο χρόνου συνεδρίας');
    expect(greek).toContain('Υπεύθυνος τζόγος');
    const english = text(await page(44, 1, 'responsible-gambling'));
    expect(english).toContain('21 or over');
    expect(english).toContain('before your first deposit you set a deposit limit and a session time limit');
  });

  it('answers "how do I limit my deposits" in the FAQ with the page, and states the market age in FAQ and terms', async () => {
    const faq = await page(1, 1, 'faq');
    expect(faq).toContain('How do I limit my deposits or take a break?');
    expect(faq).toContain('href="/user-account/safer-gambling"');
    expect(text(await page(44, 2, 'faq'))).toContain('τουλάχιστον 21 ετών');
    expect(text(await page(44, 1, 'terms'))).toContain('You must be 21 or over');
    expect(text(await page(1, 1, 'terms'))).toContain('You must be 18 or over');
  });
});
