import type { FormTokenResponse } from 'shared-contracts/quote/quote-request';

import type { WebHandler } from '../../http/web-adapter';
import type { FormTokens } from './form-token';

/** `GET /api/formToken`: the timing token the quote form sends back with its request. */
export function createFormTokenHandler(
  tokens: FormTokens,
  clock: () => number,
  timing: Omit<FormTokenResponse, 'formToken'>,
): WebHandler {
  return async (request) => {
    if (request.method !== 'GET')
      return Response.json({ error: 'Use GET for a form token.' }, { status: 405, headers: { Allow: 'GET' } });
    const body: FormTokenResponse = { formToken: await tokens.issue(clock()), ...timing };
    return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
  };
}
