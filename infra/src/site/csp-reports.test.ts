import { createCspReportHandler } from './csp-reports';
import { fixtureGateway, serve } from './testing/site-fixture';

const reportUri = {
  'csp-report': {
    'document-uri': 'https://wraplabchicago.com/contact',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.test/x.js',
    disposition: 'enforce',
    'source-file': 'https://wraplabchicago.com/contact',
    'line-number': 12,
  },
};
const reportTo = [
  {
    type: 'csp-violation',
    url: 'https://wraplabchicago.com/shop',
    body: {
      documentURL: 'https://wraplabchicago.com/shop',
      effectiveDirective: 'frame-src',
      blockedURL: 'https://evil.test/frame',
      disposition: 'enforce',
    },
  },
  {
    type: 'csp-violation',
    url: 'https://wraplabchicago.com/',
    body: {
      documentURL: 'https://wraplabchicago.com/',
      effectiveDirective: 'connect-src',
      blockedURL: 'https://tracker.test',
      disposition: 'report',
    },
  },
  { type: 'deprecation', url: 'https://wraplabchicago.com/', body: {} },
];

function handler(options: Parameters<typeof createCspReportHandler>[0] = {}) {
  const lines: string[] = [];
  const handle = createCspReportHandler({ log: (line) => lines.push(line), ...options });
  const post = (body: unknown, type = 'application/csp-report', clientIp = '203.0.113.7') =>
    handle(
      new Request('http://localhost:8080/api/cspReport', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { clientIp },
    );
  return { lines, post, handle };
}

describe('CSP violation reports', () => {
  it('logs each violation of either format in one line and answers 204', async () => {
    const { lines, post } = handler();
    expect((await post(reportUri)).status).toBe(204);
    expect((await post(reportTo, 'application/reports+json')).status).toBe(204);
    expect(lines).toEqual([
      '[csp] enforce script-src-elem blocked https://evil.test/x.js on https://wraplabchicago.com/contact (https://wraplabchicago.com/contact:12)',
      '[csp] enforce frame-src blocked https://evil.test/frame on https://wraplabchicago.com/shop (-:-)',
      '[csp] report connect-src blocked https://tracker.test on https://wraplabchicago.com/ (-:-)',
    ]);
  });

  it('keeps a report to one line, whatever it holds, and to 200 characters a value', async () => {
    const { lines, post } = handler();
    await post({
      'csp-report': {
        'document-uri': 'https://x.test/\n[csp] forged line\u2028more',
        'effective-directive': 'img-src',
        'blocked-uri': 'y'.repeat(1_000),
      },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\r\u2028]/);
    expect(lines[0]).toContain('on https://x.test/?[csp] forged line?more');
    expect(lines[0]).toContain(`blocked ${'y'.repeat(200)} on`);
  });

  it('refuses a body past the size limit unread, and other methods, types and bodies', async () => {
    const { lines, post, handle } = handler({ maxBytes: 1_024 });
    expect((await post({ 'csp-report': { 'blocked-uri': 'x'.repeat(2_000) } })).status).toBe(413);
    expect((await post('not json')).status).toBe(400);
    expect((await post({ something: 'else' })).status).toBe(400);
    expect((await post(reportUri, 'text/plain')).status).toBe(415);
    expect((await handle(new Request('http://localhost:8080/api/cspReport'), { clientIp: '203.0.113.7' })).status).toBe(
      405,
    );
    expect(lines).toEqual([]);
  });

  it('limits each client, with Retry-After, and counts other clients apart', async () => {
    const { lines, post } = handler({ rateLimit: { limit: 2, windowMs: 60_000 }, clock: () => 1_000 });
    expect((await post(reportUri)).status).toBe(204);
    expect((await post(reportUri)).status).toBe(204);
    const limited = await post(reportUri);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await post(reportUri, 'application/csp-report', '198.51.100.4')).status).toBe(204);
    expect(lines).toHaveLength(3);
  });

  it('are taken by the gateway at the address its policy names', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const site = await serve(fixtureGateway());
    try {
      const page = await fetch(`${site.base}/locations/oak-park`);
      expect(page.headers.get('content-security-policy')).toContain('report-uri /api/cspReport; report-to csp');
      expect(page.headers.get('reporting-endpoints')).toBe('csp="/api/cspReport"');
      const response = await fetch(`${site.base}/api/cspReport`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report' },
        body: JSON.stringify(reportUri),
      });
      expect(response.status).toBe(204);
      expect(warnings).toHaveBeenCalledWith(
        expect.stringMatching(/^\[csp\] enforce script-src-elem blocked https:\/\/evil\.test\/x\.js/),
      );
    } finally {
      warnings.mockRestore();
      await site.close();
    }
  });
});
