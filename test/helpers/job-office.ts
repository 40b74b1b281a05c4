import { afterEach } from 'vitest';
import type { AppOptions } from '../../server/app/app';
import type { AppDatabase } from '../../server/kernel/db/database';
import type { Worker } from '../../server/kernel/feature';
import { startFakeSms, type FakeSmsProvider } from './fake-sms';
import { csrfOf, officeApp, testPasswordHash } from './office';
import { startSmtpServer, type TestSmtpServer } from './smtp';

/** The technicians' password in the job stories (estimates, parts, the return visit). */
export const TECH_PASSWORD = 'wrench-amber-valley-58';
const quiet = { log: () => undefined, error: () => undefined };

/**
 * The office of the job stories: an SMTP sink (and a text provider when asked) with every outbox the job's life
 * uses polling fast, Tom Wrench a technician (and whoever else is named), and a way to sign in as each. Everything
 * started is stopped after each test of the file that calls this at its top level.
 */
export function jobOffices() {
  const stoppers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop();
  });
  return async function jobOffice(
    database: AppDatabase,
    {
      texts = false,
      technicians = [] as { email: string; name: string }[],
      env = {} as Record<string, string>,
      options = {} as Omit<AppOptions, 'config'>,
    } = {},
  ) {
    const smtp: TestSmtpServer = await startSmtpServer();
    stoppers.push(() => smtp.close());
    let sms: FakeSmsProvider | undefined;
    if (texts) {
      sms = await startFakeSms();
      stoppers.push(() => sms!.close());
    }
    const office = await officeApp(database, {
      env: { SMTP_URL: smtp.url, ...(sms ? { SMS_URL: sms.url, SMS_FROM: '+12025550100' } : {}), ...env },
      options: {
        ...options,
        bookingRateLimit: { limit: 10_000 },
        bookingOutbox: { pollMs: 100, log: quiet },
        estimateOutbox: { pollMs: 100, log: quiet },
        jobOutbox: { pollMs: 100, log: quiet },
        receiptOutbox: { pollMs: 100, log: quiet },
        ...(sms ? { textOutbox: { pollMs: 100, log: quiet } } : {}),
      },
    });
    stoppers.push(async () => {
      const workers = office.app.locals.workers as Record<string, Worker>;
      await Promise.all(Object.values(workers).map((worker) => worker.stop()));
    });
    const hash = await testPasswordHash(TECH_PASSWORD);
    const tom = await office.store.addUser('tom@example.com', hash, new Date(), {
      role: 'technician',
      name: 'Tom Wrench',
    });
    for (const person of technicians)
      await office.store.addUser(person.email, hash, new Date(), { role: 'technician', name: person.name });
    const as = (signed: { cookie: string; csrf: string }) => ({
      get: (path: string) => office.http.get(path).set('Cookie', signed.cookie),
      post: (path: string, form: Record<string, string>) =>
        office.http
          .post(path)
          .set('Cookie', signed.cookie)
          .type('form')
          .send({ _csrf: signed.csrf, ...form }),
    });
    /** The owner, signed in at the clock's time now (a session lapses after 12 idle hours). */
    const signInOwner = async () => as(await office.signIn());
    /** A technician signed in, with the CSRF token of their My Day. */
    const signInTechnician = async (email = 'tom@example.com') => {
      const { cookie } = await office.tryLogin(email, TECH_PASSWORD);
      const day = await office.http.get('/office/my-day').set('Cookie', cookie!);
      return as({ cookie: cookie!, csrf: csrfOf(day.text) });
    };
    return { ...office, database, smtp, sms, tom, signInOwner, signInTechnician };
  };
}
