// Issue 26: the student journey in French and in Arabic, at 1280 and 375 px. The browser's
// language chooses on the first visit; the prerendered frame, the home page, log in, the problems
// list, a problem with its French (or Arabic) statement and "Show original", and the answer box
// (0,5 read as one number) speak it, pass axe and never scroll sideways; Arabic is right to left
// with its math left to right. The choice is kept on the profile, and English comes back.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { seriousA11yFindings } from './support/a11y';
import { passwordOf } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { main, settle } from './support/ui';

interface Journey {
  locale: 'fr' | 'ar';
  browserLocale: string;
  dir: 'ltr' | 'rtl';
  /** One account per project: the journey changes its profile's language. */
  emails: { desktop: string; mobile: string };
  texts: {
    hero: string;
    login: string;
    email: string;
    password: string;
    loginToast: string;
    problems: string;
    showOriginal: string;
    readAs: string;
    language: string;
  };
  translatedTitle: string;
}

const ORIGINAL_TITLE = 'Adding three values of a rational function';

const JOURNEYS: Journey[] = [
  {
    locale: 'fr',
    browserLocale: 'fr-SN',
    dir: 'ltr',
    emails: { desktop: 'lucas.moreau@olympiad.test', mobile: 'mateo.garcia@olympiad.test' },
    texts: {
      hero: 'Découvrir les problèmes',
      login: 'Se connecter',
      email: 'E-mail',
      password: 'Mot de passe',
      loginToast: 'Connexion réussie !',
      problems: 'Problèmes',
      showOriginal: 'Voir l’original',
      readAs: 'Lu comme',
      language: 'Langue',
    },
    translatedTitle: 'Somme de trois valeurs d’une fonction rationnelle',
  },
  {
    locale: 'ar',
    browserLocale: 'ar-TN',
    dir: 'rtl',
    emails: { desktop: 'leila.mansour@olympiad.test', mobile: 'lina.haddad@olympiad.test' },
    texts: {
      hero: 'استكشف المسائل',
      login: 'تسجيل الدخول',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      loginToast: 'تم تسجيل الدخول بنجاح!',
      problems: 'المسائل',
      showOriginal: 'عرض النص الأصلي',
      readAs: 'قُرئت هكذا:',
      language: 'اللغة',
    },
    translatedTitle: 'مجموع ثلاث قيم لدالة كسرية',
  },
];

/** Words of the English interface that must not be left on a translated page. */
const ENGLISH = ['Log in', 'Sign Up', 'Problems', 'Loading', 'Privacy Policy', 'Submit Answer'];

async function check(page: Page, testInfo: TestInfo, journey: Journey, name: string) {
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', journey.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', journey.dir);
  expect(await seriousA11yFindings(page)).toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, `student-${journey.locale}`, name);
}

async function englishLeft(page: Page): Promise<string[]> {
  const text = (await page.locator('header, footer, main').allInnerTexts()).join('\n');
  return ENGLISH.filter((word) => new RegExp(`\\b${word}\\b`).test(text));
}

async function openIn(browser: Browser, journey: Journey) {
  const context = await browser.newContext({
    locale: journey.browserLocale,
    viewport: test.info().project.use.viewport ?? undefined,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
  });
  return { context, page: await context.newPage() };
}

for (const journey of JOURNEYS) {
  test(`the student journey in ${journey.locale}`, async ({ browser }, testInfo) => {
    const { context, page } = await openIn(browser, journey);
    const email =
      testInfo.project.name === 'mobile' ? journey.emails.mobile : journey.emails.desktop;

    await test.step('the first visit speaks the browser’s language, from the first paint', async () => {
      // The app's script held back: the prerendered frame already speaks the language.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      const frame = page.locator('[data-prerendered]');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('lang', journey.locale);
      await expect(frame.getByRole('link', { name: journey.texts.hero })).toBeVisible();
      release();
      await expect(frame).toHaveCount(0);
      await expect(main(page).getByRole('link', { name: journey.texts.hero })).toBeVisible();
      await check(page, testInfo, journey, 'home');
      expect(await englishLeft(page)).toEqual([]);
    });

    await test.step('log in in that language', async () => {
      await page.goto('/login');
      const form = main(page);
      await form.getByLabel(journey.texts.email, { exact: true }).fill(email);
      await form.getByLabel(journey.texts.password, { exact: true }).fill(passwordOf(email));
      await check(page, testInfo, journey, 'login');
      await form.getByRole('button', { name: journey.texts.login }).click();
      await expect(page.getByText(journey.texts.loginToast, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    await test.step('the problems list', async () => {
      await page.goto('/problems');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
        journey.texts.problems,
      );
      await check(page, testInfo, journey, 'problems');
      expect(await englishLeft(page)).toEqual([]);
    });

    await test.step('a problem in that language, with the original a click away', async () => {
      await page.goto(`/problems?q=${encodeURIComponent('rational function')}`);
      const card = main(page).getByRole('article', { name: ORIGINAL_TITLE });
      await card.getByRole('link').click();
      const heading = main(page).getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(journey.translatedTitle);
      // Math stays left to right inside the sentence, even in Arabic.
      const math = main(page).locator('[aria-label] .katex').first();
      await expect(math).toBeVisible();
      expect(await math.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      await check(page, testInfo, journey, 'problem');
      await main(page).getByRole('button', { name: journey.texts.showOriginal }).click();
      await expect(heading).toHaveText(ORIGINAL_TITLE);
      await main(page).getByTestId('show-original').click();
      await expect(heading).toHaveText(journey.translatedTitle);
    });

    await test.step('the answer box reads the decimal comma and shows it back', async () => {
      const box = main(page).getByRole('textbox').first();
      await box.fill('0,5');
      const preview = main(page).getByTestId('answer-preview');
      await expect(preview).toContainText(journey.texts.readAs);
      await expect(preview.locator('.katex-mathml')).toContainText('0,5');
      // One number, not a list of 0 and 5.
      await expect(preview.locator('.katex-mathml annotation')).not.toContainText(';');
      await check(page, testInfo, journey, 'answer-box');
    });

    await test.step('the choice is kept on the profile, and English comes back', async () => {
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(journey.texts.language).selectOption(journey.locale);
      // A new device with an English browser: the profile's language wins after signing in.
      const english = await browser.newContext({ locale: 'en-US' });
      const other = await english.newPage();
      await other.goto('/login');
      await expect(other.locator('html')).toHaveAttribute('lang', 'en');
      await main(other)
        .getByLabel(/^email/i)
        .fill(email);
      await main(other)
        .getByLabel(/^password/i)
        .fill(passwordOf(email));
      await main(other).getByRole('button', { name: 'Log in' }).click();
      await expect(other.locator('html')).toHaveAttribute('lang', journey.locale);
      await english.close();

      await footer.getByLabel(journey.texts.language).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeVisible();
    });

    await context.close();
  });
}
