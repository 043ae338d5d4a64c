import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5130';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [w, name] of [[1280,'desk'],[375,'phone']] as const) for (const theme of ['light','dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 800 } });
  const page = await ctx.newPage();
  page.on('pageerror', e => console.log('pageerror', e.message));
  page.on('console', m => { if (m.type()==='error') console.log('console', m.text()); });
  await page.goto(base + '/administration/install/');
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload(); await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.screenshot({ path: `/tmp/sb-${name}-${theme}-closed.png` });
  if (w < 500) await page.getByRole('button', { name: 'Search', exact: true }).click(); else await page.getByRole('combobox', { name: 'Search' }).click();
  await page.keyboard.type('firewall');
  await page.waitForSelector('[role="listbox"][data-query="firewall"][aria-busy="false"]', { timeout: 30000 });
  await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: `/tmp/sb-${name}-${theme}-open.png` });
  await ctx.close();
}
await browser.close();
