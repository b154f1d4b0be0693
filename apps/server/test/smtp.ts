import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A real SMTP server on a free port of this machine, keeping what arrives, parsed. */
export interface TestSmtp {
  url: string;
  inbox: ParsedMail[];
  /** Closes the port: a send then fails to connect. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const inbox: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            inbox.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    start,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
