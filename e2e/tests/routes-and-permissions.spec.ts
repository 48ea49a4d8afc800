/**
 * Spec §2.1–§2.3 and §6: unknown paths show 'Page Not Found' (login required); a route without the
 * user's permission shows 'Access Denied'; navigation shows only permitted routes, so the self-only
 * adviser (self@demo.test: accessSelf + createForm) has no admin or community navigation.
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { signIn } from './support/ui.ts';

/** Admin-only route of spec §2.1 ('admin' requires an admin permission). */
const ADMIN_ROUTE = '/corporate/admin/users';

test('an unknown path asks for login first, then shows Page Not Found', async ({ page }) => {
  await page.goto('/corporate/no-such-page');
  await expect(page).toHaveURL(/\/log-in/);

  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  for (const path of ['/corporate/no-such-page', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('No page at this address could be found.')).toBeVisible();
  }
});

test('the self-only adviser gets Access Denied on an admin route', async ({ page }) => {
  await signIn(page, DEMO_USERS.self.email, DEMO_USERS.self.password);
  await page.goto(ADMIN_ROUTE);
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
});

test('the self-only adviser sees no admin navigation; the admin passes the admin gate', async ({
  browser,
  baseURL,
}) => {
  const selfPage = await browser.newPage({ baseURL });
  await signIn(selfPage, DEMO_USERS.self.email, DEMO_USERS.self.password);
  const selfNav = selfPage.getByRole('navigation', { name: 'Main' });
  await expect(selfNav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(selfNav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(selfNav.getByRole('link', { name: 'Communities' })).toHaveCount(0);
  await expect(selfNav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await selfPage.close();

  // The same permission check lets the admin through, so the absence above is the permission at work.
  // admin/users is the Users screen (features/users); its heading is the proof the gate let the admin in.
  const adminPage = await browser.newPage({ baseURL });
  await signIn(adminPage, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await adminPage.goto(ADMIN_ROUTE);
  await expect(adminPage.getByRole('banner')).toBeVisible();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Access Denied' })).toHaveCount(0);
  await adminPage.close();
});
