/**
 * The per-client limit on answers rendered just for one request (an outside-the-area zip, an odd spelling of
 * a path, the contact form shown again): a token bucket per client address. A visitor never comes near it;
 * a flood from one address gets the ready-made 429 page instead of a React render per request, so it cannot
 * starve everyone else of CPU.
 */
export interface RenderBudgetOptions {
  /** Renders a client may have at once before the limit applies. */
  burst: number;
  /** Renders a client gets back per second. */
  perSecond: number;
  /** Clients remembered at most; the longest-unseen are forgotten first, so a flood of addresses stays bounded. */
  maxClients: number;
  /** Milliseconds; tests move it. */
  now?: () => number;
}

export const RENDER_BUDGET: RenderBudgetOptions = { burst: 20, perSecond: 1, maxClients: 10_000 };

export class RenderBudget {
  private readonly clients = new Map<string, { tokens: number; at: number }>();
  private readonly now: () => number;

  constructor(private readonly options: RenderBudgetOptions = RENDER_BUDGET) {
    this.now = options.now ?? Date.now;
  }

  /** Takes one render from the client's budget; false when it has none left. */
  take(client: string): boolean {
    const now = this.now();
    const { burst, perSecond, maxClients } = this.options;
    const seen = this.clients.get(client);
    let tokens = burst;
    if (seen) {
      tokens = Math.min(burst, seen.tokens + ((now - seen.at) / 1000) * perSecond);
      // Re-inserting keeps the map in order of last sight, oldest first.
      this.clients.delete(client);
    } else if (this.clients.size >= maxClients) {
      const oldest = this.clients.keys().next().value;
      if (oldest !== undefined) this.clients.delete(oldest);
    }
    const allowed = tokens >= 1;
    this.clients.set(client, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }

  /** Clients remembered, for tests. */
  get size(): number {
    return this.clients.size;
  }
}
