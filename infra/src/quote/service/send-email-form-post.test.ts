import { testQuoteService } from '../testing/test-service';

/** The quote form as a browser sends it without scripts. */
const asForm = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('POST /api/sendEmail from the form without scripts (form-encoded)', () => {
  it("stores a person's lead like a scripted one, hands it to the outbox, and answers with a page saying it was sent", async () => {
    const { service, post, humanLead, sent } = await testQuoteService();
    const { body, headers } = asForm(await humanLead({ name: ' Dana Ortiz ', vehicleType: '', phone: '' }));
    const response = await post(body, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>Message Sent</h1>');
    expect(html).toContain("Thank you for your message. We'll get back to you soon!");
    const [lead] = await service.store.list();
    expect(lead).toMatchObject({
      fields: {
        name: 'Dana Ortiz',
        email: 'dana@ortizplumbing.com',
        phone: '',
        vehicleType: '',
        message: 'Two Transit vans need a full wrap with our logo.',
      },
    });
    await service.outbox.deliverDue();
    expect(sent.map((email) => email.leadId)).toEqual([lead!.id]);
  });

  it('answers a bad e-mail with a page naming the problem, the text kept in a form with a fresh token, and stores nothing', async () => {
    const { service, post, humanLead } = await testQuoteService();
    const { body, headers } = asForm(await humanLead({ email: 'dana@', message: 'Vans <b>two</b>' }));
    const response = await post(body, { headers });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<li>Please enter a valid email address.</li>');
    expect(html).toContain(
      '<input type="email" id="email" name="email" aria-invalid="true" aria-describedby="email-problem" value="dana@">',
    );
    expect(html).toContain('>Vans &#60;b&#62;two&#60;/b&#62;</textarea>');
    const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toMatch(/^\d{13}\./);
    expect(await service.store.list()).toEqual([]);
  });

  it('names every problem at once', async () => {
    const { post } = await testQuoteService();
    const { body, headers } = asForm({ name: '', email: '', message: '', phone: '12', website: '', formToken: '' });
    const html = await (await post(body, { headers })).text();
    for (const problem of [
      'Please enter your name.',
      'Please enter your email address.',
      'Please tell us about your project.',
      'Please enter a valid phone number (at least 10 digits).',
    ]) {
      expect(html).toContain(`<li>${problem}</li>`);
    }
  });

  it('keeps the spam defences: a filled honeypot or a missing token gets the same page and is kept as spam, never sent', async () => {
    const { service, post, humanLead, sent } = await testQuoteService();
    const bot = asForm(await humanLead({ website: 'http://spam.test' }));
    const noToken = asForm({ ...(await humanLead()), formToken: '' });
    for (const { body, headers } of [bot, noToken]) {
      const response = await post(body, { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Message Sent</h1>');
    }
    expect((await service.store.list()).map((lead) => [lead.status, lead.spamReason])).toEqual(
      expect.arrayContaining([
        ['spam', 'honeypot'],
        ['spam', 'no-token'],
      ]),
    );
    await service.outbox.deliverDue();
    expect(sent).toEqual([]);
  });

  it('gives a form sent after its token expired (a page left open for hours) back with the text kept and a fresh token, and takes the second send', async () => {
    const { service, post, formToken, clock, sent } = await testQuoteService({ tokenMaxAgeMs: 2 * 60 * 60_000 });
    const fields = {
      name: 'Dana Ortiz',
      email: 'dana@ortizplumbing.com',
      phone: '',
      vehicleType: '',
      message: 'Back from lunch: <script>alert(1)</script>',
      website: '',
      formToken: await formToken(),
    };
    clock.now += 3 * 60 * 60_000;
    const first = await post(asForm(fields).body, { headers: asForm({}).headers });
    expect(first.status).toBe(400);
    const html = await first.text();
    expect(html).toContain('The form was open longer than we keep it ready, so it was not sent yet.');
    expect(html).not.toContain('Message Sent');
    expect(html).not.toContain('<script>');
    expect(html).toContain('>Back from lunch: &#60;script&#62;alert(1)&#60;/script&#62;</textarea>');
    const fresh = /name="formToken" value="([^"]+)"/.exec(html)![1]!;
    expect(await service.store.list()).toEqual([]);

    clock.now += 5_000;
    const second = await post(asForm({ ...fields, formToken: fresh }).body, { headers: asForm({}).headers });
    expect(await second.text()).toContain('<h1>Message Sent</h1>');
    await service.outbox.deliverDue();
    const [lead, ...others] = await service.store.list();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ status: 'sent', fields: { message: 'Back from lunch: <script>alert(1)</script>' } });
    expect(sent.map((email) => email.leadId)).toEqual([lead!.id]);
  });

  it('gives a form sent too soon after it opened back with the text kept and a fresh token, stores nothing, and takes the second send', async () => {
    const { service, post, formToken, clock, sent } = await testQuoteService();
    const fields = {
      name: 'Dana Ortiz',
      email: 'dana@ortizplumbing.com',
      phone: '',
      vehicleType: 'Cargo or sprinter van',
      message: 'Two Transit vans, "logo" & lettering.',
      website: '',
      formToken: await formToken(),
    };
    // An autofilled form sent a second after it opened.
    clock.now += 1_000;
    const first = await post(asForm(fields).body, { headers: asForm({}).headers });
    expect(first.status).toBe(400);
    const html = await first.text();
    expect(html).toContain('<h1>Your request was not sent</h1>');
    expect(html).toContain('Please check it and send it again.');
    expect(html).not.toContain('Message Sent');
    expect(html).toContain('value="Dana Ortiz"');
    expect(html).toContain('<option selected>Cargo or sprinter van</option>');
    expect(html).toContain('>Two Transit vans, &#34;logo&#34; &#38; lettering.</textarea>');
    const fresh = /name="formToken" value="([^"]+)"/.exec(html)![1]!;
    expect(fresh).not.toBe(fields.formToken);
    expect(await service.store.list()).toEqual([]);

    // Checked and sent again a few seconds later: a lead, delivered once.
    clock.now += 5_000;
    const second = await post(asForm({ ...fields, formToken: fresh }).body, { headers: asForm({}).headers });
    expect(await second.text()).toContain('<h1>Message Sent</h1>');
    await service.outbox.deliverDue();
    await service.outbox.deliverDue();
    const [lead, ...others] = await service.store.list();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ status: 'sent', fields: { message: 'Two Transit vans, "logo" & lettering.' } });
    expect(sent.map((email) => email.leadId)).toEqual([lead!.id]);
  });

  it('answers the rate limit and an oversized body with a page, not JSON', async () => {
    const { post, humanLead } = await testQuoteService({ rateLimit: { limit: 1, windowMs: 60_000 } });
    await post(asForm(await humanLead()).body, { headers: asForm({}).headers });
    const limited = await post(asForm(await humanLead()).body, { headers: asForm({}).headers });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(await limited.text()).toContain('Too many requests from your network.');
    const large = await post(asForm({ message: 'x'.repeat(20_000) }).body, { headers: asForm({}).headers });
    expect(large.status).toBe(413);
    expect(large.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
