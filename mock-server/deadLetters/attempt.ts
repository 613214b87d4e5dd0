import type { DeadLetterJobType } from '../../src/contract/resources/deadLetterJobs';
import type { ServerContext } from '../context';
import { receive } from './receiver';

/** What one attempt at a delivery gave. */
export interface AttemptOutcome {
  ok: boolean;
  durationMs: number;
  responseCode: number | null;
  /** The exception's message (one line) and its stack trace, for a failure. */
  error: string | null;
  stacktrace: string | null;
}

export interface Deliverable {
  jobType: DeadLetterJobType;
  target: string;
  payload: string;
  /** The last failure's message, for the simulated kinds (see `simulatedOutcome`). */
  lastError?: string;
}

const stack = (exception: string, frames: readonly string[]): string =>
  [exception, ...frames.map((frame) => `\tat ${frame}`)].join('\n');

const CALLBACK_FRAMES = [
  'com.trustdesk.delivery.CallbackSender.post(CallbackSender.java:118)',
  'com.trustdesk.delivery.DeliveryWorker.attempt(DeliveryWorker.java:74)',
  'com.trustdesk.delivery.DeliveryWorker.run(DeliveryWorker.java:51)',
  'java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)',
  'java.base/java.lang.Thread.run(Thread.java:840)',
];
const CONNECT_FRAMES = [
  'java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1541)',
  'java.base/java.net.http.HttpClientImpl.send(HttpClientImpl.java:589)',
  ...CALLBACK_FRAMES,
];
const MAIL_FRAMES = [
  'com.trustdesk.mail.SmtpTransport.send(SmtpTransport.java:203)',
  'com.trustdesk.mail.MailWorker.deliver(MailWorker.java:66)',
  'com.trustdesk.delivery.DeliveryWorker.attempt(DeliveryWorker.java:74)',
  'java.base/java.lang.Thread.run(Thread.java:840)',
];

/** Whether a URL is the emulator's own receiver (`/api/__receiver/…` on a loopback host). */
const isReceiver = (url: URL): boolean =>
  ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) &&
  url.pathname.startsWith('/api/__receiver/');

/**
 * A callback: the payload POSTed to the merchant's callback URL. The emulator has no way out to the internet, so
 * only its own receiver is reachable (answered in the process, as the HTTP route would); any other host fails
 * as a platform without a route to it would, with the host unknown.
 */
const postCallback = (ctx: ServerContext, deliverable: Deliverable): AttemptOutcome => {
  const started = performance.now();
  const duration = () => Math.max(1, Math.round(performance.now() - started));
  let url: URL;
  try {
    url = new URL(deliverable.target);
  } catch {
    const message = `java.net.MalformedURLException: no protocol: ${deliverable.target}`;
    return {
      ok: false,
      durationMs: duration(),
      responseCode: null,
      error: message,
      stacktrace: stack(message, CALLBACK_FRAMES),
    };
  }
  if (!isReceiver(url)) {
    const message = `java.net.UnknownHostException: ${url.hostname}: Name or service not known`;
    return {
      ok: false,
      durationMs: duration() + 40,
      responseCode: null,
      error: message,
      stacktrace: stack(message, CONNECT_FRAMES),
    };
  }
  const status = receive(ctx, url, deliverable.payload);
  if (status < 400)
    return {
      ok: true,
      durationMs: duration(),
      responseCode: status,
      error: null,
      stacktrace: null,
    };
  const message = `com.trustdesk.delivery.CallbackDeliveryException: HTTP ${status} from ${url.origin}${url.pathname}`;
  return {
    ok: false,
    durationMs: duration(),
    responseCode: status,
    error: message,
    stacktrace: stack(message, CALLBACK_FRAMES),
  };
};

/** A mail handed to the SMTP server: a recipient of a reserved `.invalid` domain is rejected, as a server would. */
const sendStoredMail = (deliverable: Deliverable): AttemptOutcome => {
  const domain = deliverable.target.split('@')[1] ?? '';
  if (domain.endsWith('.invalid') || !deliverable.target.includes('@')) {
    const message = `com.trustdesk.mail.SmtpException: 550 5.1.1 <${deliverable.target}>: Recipient address rejected: User unknown`;
    return {
      ok: false,
      durationMs: 85,
      responseCode: 550,
      error: message,
      stacktrace: stack(message, MAIL_FRAMES),
    };
  }
  return { ok: true, durationMs: 60, responseCode: 250, error: null, stacktrace: null };
};

/**
 * The platform's own work (a report, a dataset export, a watchlist refresh) is not run again by the emulator; its
 * retry is simulated from the last failure: a passing fault (a timeout, a 503, a lost connection) is gone by
 * now and the retry succeeds, a lasting one (a missing record, a refused permission, a 4xx) fails again.
 */
const LASTING = /no longer exists|not found|Access Denied|rejected|HTTP 4\d\d/i;
const simulatedOutcome = (deliverable: Deliverable): AttemptOutcome => {
  const message = deliverable.lastError ?? '';
  if (!LASTING.test(message))
    return { ok: true, durationMs: 420, responseCode: null, error: null, stacktrace: null };
  return { ok: false, durationMs: 130, responseCode: null, error: message, stacktrace: null };
};

/** One attempt at a delivery, by its kind. */
export const attemptDelivery = (ctx: ServerContext, deliverable: Deliverable): AttemptOutcome => {
  switch (deliverable.jobType) {
    case 'MERCHANT_CALLBACK':
      return postCallback(ctx, deliverable);
    case 'EMAIL':
      return sendStoredMail(deliverable);
    default:
      return simulatedOutcome(deliverable);
  }
};
