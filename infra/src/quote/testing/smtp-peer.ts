import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: records parsed messages, or refuses them with a chosen reply code. */
export async function startSmtpPeer(port = 0) {
  const received: ParsedMail[] = [];
  const state = { refuseWith: undefined as number | undefined, refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (state.refuseWith) {
            state.refusals += 1;
            const error = Object.assign(
              new Error(state.refuseWith >= 500 ? 'Mailbox unavailable' : 'Try again later'),
              { responseCode: state.refuseWith },
            );
            return callback(error);
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
