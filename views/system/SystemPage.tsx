import { line, when } from '../office/format';

export interface SystemQueue {
  name: string;
  label: string;
  pending: number;
  scheduled: number;
  oldestSeconds: number;
  failed: number;
}

export interface SystemFailedMessage {
  queue: string;
  label: string;
  id: string;
  attempts: number;
  lastError: string;
  at: string;
  noRetry?: string;
}

export interface SystemPageProps {
  queues: readonly SystemQueue[];
  failed: readonly SystemFailedMessage[];
  incidents: readonly { queue: string; reason: string; openedAt: string }[];
  storage: { databaseBytes?: number; diskPath: string; diskFreeBytes?: number; diskTotalBytes?: number };
  version: string;
  thresholdMinutes: number;
  csrf: string;
  done?: string | undefined;
}

const MB = 1024 * 1024;
const size = (bytes: number | undefined) =>
  bytes === undefined
    ? 'not known'
    : bytes >= 1024 * MB
      ? `${(bytes / 1024 / MB).toFixed(1)} GB`
      : `${(bytes / MB).toFixed(1)} MB`;

/** "3 min", "2 h 5 min", "none due". */
function waited(seconds: number, pending: number): string {
  if (pending === 0) return 'none due';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** One failed message's button: a plain form, so it works without JavaScript. */
function MessageButton(props: { action: string; label: string; message: SystemFailedMessage; csrf: string }) {
  const { action, label, message, csrf } = props;
  return (
    <form method="post" action={action}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="queue" value={message.queue} />
      <input type="hidden" name="id" value={message.id} />
      <button type="submit" className="btn btn--secondary">
        {label}
        <span className="visually-hidden">
          {' '}
          {message.label} {message.id}
        </span>
      </button>
    </form>
  );
}

/** The owner's view of the site's machinery: the queues, what was given up on, the open incidents, storage. */
export function SystemPage(props: SystemPageProps) {
  const { queues, failed, incidents, storage, version, thresholdMinutes, csrf, done } = props;
  return (
    <>
      <h1>System</h1>
      {done && (
        <p className="office-notice" role="status">
          {done}
        </p>
      )}
      <section aria-labelledby="system-queues">
        <h2 id="system-queues">Queues</h2>
        <p className="office-muted">
          E-mails and texts wait here until sent. The owners are e-mailed when a queue gives up on a message or its
          oldest message waits over {thresholdMinutes} min, and again when it clears.
        </p>
        {/* Focusable, so a keyboard can scroll the table on a phone narrower than it (as the reports' tables). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <section className="report__scroll" aria-labelledby="system-queues-numbers" tabIndex={0}>
          <table>
            <caption id="system-queues-numbers" className="visually-hidden">
              Each queue: due now, scheduled, oldest wait and given up
            </caption>
            <thead>
              <tr>
                <th scope="col">Queue</th>
                <th scope="col" className="num">
                  Due now
                </th>
                <th scope="col" className="num">
                  Scheduled
                </th>
                <th scope="col" className="num">
                  Oldest waiting
                </th>
                <th scope="col" className="num">
                  Given up
                </th>
              </tr>
            </thead>
            <tbody>
              {queues.map((queue) => (
                <tr key={queue.name} id={`queue-${queue.name}`}>
                  <th scope="row">{queue.label}</th>
                  <td className="num">{queue.pending}</td>
                  <td className="num">{queue.scheduled}</td>
                  <td className="num">{waited(queue.oldestSeconds, queue.pending)}</td>
                  <td className="num">{queue.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
      <section aria-labelledby="system-incidents">
        <h2 id="system-incidents">Open incidents</h2>
        {incidents.length === 0 ? (
          <p>None: every queue is moving.</p>
        ) : (
          <ul>
            {incidents.map((incident) => (
              <li key={incident.queue}>
                <strong>{line(queues.find((q) => q.name === incident.queue)?.label ?? incident.queue)}</strong>:{' '}
                {line(incident.reason)}, since {when(incident.openedAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="system-failed">
        <h2 id="system-failed">Given up on</h2>
        {failed.length === 0 ? (
          <p>Nothing: every message went out or is still being tried.</p>
        ) : (
          <ol className="office-activity">
            {failed.map((message) => (
              <li key={`${message.queue}-${message.id}`} id={`failed-${message.queue}-${message.id}`}>
                <p>
                  <strong>{message.label}</strong> · {line(message.id)} · {message.attempts} attempt(s) ·{' '}
                  {when(message.at)}
                </p>
                <p>Last error: {line(message.lastError) || '(none recorded)'}</p>
                {message.noRetry ? (
                  <p className="office-muted">No retry: {message.noRetry}.</p>
                ) : (
                  <MessageButton action="/office/system/retry" label="Retry" message={message} csrf={csrf} />
                )}
                <MessageButton action="/office/system/dismiss" label="Dismiss" message={message} csrf={csrf} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="system-storage">
        <h2 id="system-storage">Storage and version</h2>
        <dl>
          <dt>Database</dt>
          <dd>{size(storage.databaseBytes)}</dd>
          <dt>Disk free ({line(storage.diskPath)})</dt>
          <dd>
            {size(storage.diskFreeBytes)}
            {storage.diskTotalBytes ? ` of ${size(storage.diskTotalBytes)}` : ''}
          </dd>
          <dt>Version</dt>
          <dd>{line(version)}</dd>
        </dl>
      </section>
    </>
  );
}
