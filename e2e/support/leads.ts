import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { openSqliteLeadStore } from 'infra/quote/store/sqlite-lead-store';

import { e2eDataDir } from '../playwright.config';

/** The e-mail the owner received for a lead, read from the site's outbox (its mailbox in tests). */
export async function emailFor(leadName: string) {
  const outbox = path.join(e2eDataDir, 'outbox');
  for (const file of await readdir(outbox).catch(() => [])) {
    const text = await readFile(path.join(outbox, file), 'utf8');
    if (text.includes(leadName)) return text;
  }
  return undefined;
}

/** The stored leads with this visitor's name, from the site's own lead store. */
export async function storedLeadsNamed(leadName: string) {
  const store = openSqliteLeadStore(e2eDataDir);
  try {
    return (await store.list()).filter((lead) => lead.fields.name === leadName);
  } finally {
    store.close();
  }
}
