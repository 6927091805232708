import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openPositionBySetup, register, runIntradayBySetup, uniqueAccount } from './support/account.ts';
import { expectNoViolations } from './support/axe.ts';
import { crawlPrivate, crawlPublic, reachReport } from './support/reach.ts';
import { ENTRY_URLS } from './support/taps.ts';

/**
 * Journeys by taps (issue #13): every screen of the app can be reached as a user reaches it, by
 * tapping, never by typing its URL. The screens are those the features register (their routes.ts),
 * so a new screen that nothing links to fails here; the message lists it and how the others were
 * reached. On the way, axe checks every screen reached (support/axe.ts, WCAG 2.2 AA), so a new
 * screen is checked without being listed; one crawl does both (two took a minute more).
 */
test('every screen is reached by taps, from the start screen and after registering from the tab bar, and has no axe violations', async ({
  page,
}) => {
  // About 40 screens, each walked to from the entry and analysed: a minute and a half on an idle machine.
  test.setTimeout(420_000);
  const deadline = Date.now() + 390_000;
  const beforeLogin = await crawlPublic(page, { deadline, onScreen: expectNoViolations });
  const account = uniqueAccount('reach');
  await register(page, account);
  await openPositionBySetup(page, account);
  await runIntradayBySetup(page);
  const signedIn = await crawlPrivate(page, { deadline, onScreen: expectNoViolations });
  test.info().annotations.push({
    type: 'screens checked',
    description: [...beforeLogin.reached.keys(), ...signedIn.reached.keys()].join(', '),
  });
  expect(reachReport([beforeLogin, signedIn])).toBe('');
});

test('journeys type no URL but the app’s entry', () => {
  // `goto` with a literal URL anywhere in the journeys; support/taps.ts's `enter` checks the rest at run time.
  const typed = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(/\.goto\(\s*(['"`])(.*?)\1/g)]
        .map((match) => match[2]!)
        .filter((url) => !ENTRY_URLS.includes(url))
        .map((url) => `${file}: ${url}`),
    );
  expect(typed).toEqual([]);
});
