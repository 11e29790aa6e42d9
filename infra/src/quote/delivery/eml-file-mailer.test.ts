import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { emlFileMailer } from './mailer';

describe('the outbox written as .eml files', () => {
  it("keeps each visitor's message and its folder to the site's own user", async () => {
    const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = emlFileMailer(outbox);
    await mailer.send({
      from: { name: 'Wrap Lab Chicago website', address: 'website@wraplabchicago.com' },
      to: 'info@wraplabchicago.com',
      replyTo: { name: 'Dana Ortiz', address: 'dana@ortizplumbing.com' },
      subject: 'Quote request: Cargo or sprinter van, Dana Ortiz',
      text: 'Two Transit vans need a full wrap.',
      html: '<p>Two Transit vans need a full wrap.</p>',
      messageId: '<lead-l1@wraplabchicago.com>',
      leadId: 'l1',
    });
    mailer.close();
    const file = path.join(outbox, 'l1.eml');
    expect(readFileSync(file, 'utf8')).toContain('Two Transit vans need a full wrap.');
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
